/** /v1/customs-rules, through the built function over the real data (the same suite runs on the fixture app in tests/unit/http). */
import { BUILT_TARGET } from '../support/app.ts';
import { customsRulesSuite } from '../support/suites/customs-rules.ts';

customsRulesSuite(BUILT_TARGET);
