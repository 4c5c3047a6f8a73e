/** ports, in process over the fixture app: the HTTP suite of tests/support/suites/ports.ts. */
import { fixtureTarget } from '../../support/fixture-app.ts';
import { portsSuite } from '../../support/suites/ports.ts';

portsSuite(fixtureTarget());
