/** An entry's layers beside the duty, in process over the fixture app: the HTTP suite of tests/support/suites/duty-estimate-layers.ts. */
import { fixtureTarget } from '../../support/fixture-app.ts';
import { dutyEstimateLayersSuite } from '../../support/suites/duty-estimate-layers.ts';

dutyEstimateLayersSuite(fixtureTarget());
