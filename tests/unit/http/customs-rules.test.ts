/** customs rules, in process over the fixture app: the HTTP suite of tests/support/suites/customs-rules.ts. */
import { fixtureTarget } from '../../support/fixture-app.ts';
import { customsRulesSuite } from '../../support/suites/customs-rules.ts';

customsRulesSuite(fixtureTarget());
