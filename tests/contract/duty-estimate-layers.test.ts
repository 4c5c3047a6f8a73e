/**
 * POST /v1/duty-estimate(s): the layers of an entry's bill beside the duty (programme options, the general rate
 * beside column 2, chapter 99 amounts by footnote, note, named heading and origin, entry fees, a batch as one
 * entry) on real lines, through the built function over the real data (the same suite runs on the fixture app).
 */
import { BUILT_TARGET } from '../support/app.ts';
import { dutyEstimateLayersSuite } from '../support/suites/duty-estimate-layers.ts';

dutyEstimateLayersSuite(BUILT_TARGET);
