/** tariffs, in process over the fixture app: the HTTP suite of tests/support/suites/tariffs.ts. */
import { fixtureTarget } from '../../support/fixture-app.ts';
import { tariffsSuite } from '../../support/suites/tariffs.ts';

tariffsSuite(fixtureTarget());
