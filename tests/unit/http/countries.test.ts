/** countries, in process over the fixture app: the HTTP suite of tests/support/suites/countries.ts. */
import { fixtureTarget } from '../../support/fixture-app.ts';
import { countriesSuite } from '../../support/suites/countries.ts';

countriesSuite(fixtureTarget());
