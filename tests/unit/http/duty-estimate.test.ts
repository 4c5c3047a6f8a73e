/** duty estimate, in process over the fixture app: the HTTP suite of tests/support/suites/duty-estimate.ts. */
import { fixtureTarget } from '../../support/fixture-app.ts';
import { dutyEstimateSuite } from '../../support/suites/duty-estimate.ts';

dutyEstimateSuite(fixtureTarget());
