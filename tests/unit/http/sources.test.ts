/** sources, in process over the fixture app: the HTTP suite of tests/support/suites/sources.ts. */
import { fixtureTarget } from '../../support/fixture-app.ts';
import { sourcesSuite } from '../../support/suites/sources.ts';

sourcesSuite(fixtureTarget());
