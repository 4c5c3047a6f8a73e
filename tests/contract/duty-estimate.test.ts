/** POST /v1/duty-estimate on real lines, expected values worked by hand; through the built function over the real data (the same suite runs on the fixture app in tests/unit/http). */
import { BUILT_TARGET } from '../support/app.ts';
import { dutyEstimateSuite } from '../support/suites/duty-estimate.ts';

dutyEstimateSuite(BUILT_TARGET);
