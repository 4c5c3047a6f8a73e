/** duty estimates (batch), in process over the fixture app: the HTTP suite of tests/support/suites/duty-estimates.ts. */
import { fixtureTarget } from '../../support/fixture-app.ts';
import { dutyEstimatesSuite } from '../../support/suites/duty-estimates.ts';

dutyEstimatesSuite(fixtureTarget());
