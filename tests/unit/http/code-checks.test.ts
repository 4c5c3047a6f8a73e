/** code checks, in process over the fixture app: the HTTP suite of tests/support/suites/code-checks.ts. */
import { fixtureTarget } from '../../support/fixture-app.ts';
import { codeChecksSuite } from '../../support/suites/code-checks.ts';

codeChecksSuite(fixtureTarget());
