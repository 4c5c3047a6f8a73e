/** watch lists, in process over the fixture app: the HTTP suite of tests/support/suites/watch-changes.ts. */
import { fixtureTarget } from '../../support/fixture-app.ts';
import { watchChangesSuite } from '../../support/suites/watch-changes.ts';

watchChangesSuite(fixtureTarget());
