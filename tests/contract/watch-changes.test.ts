/** Watch lists through the built function over the real archive: the suite of tests/support/suites/watch-changes.ts. */
import { BUILT_TARGET } from '../support/app.ts';
import { watchChangesSuite } from '../support/suites/watch-changes.ts';

watchChangesSuite(BUILT_TARGET);
