/** /v1/notices, through the built function over the real data (the same suite runs on the fixture app in tests/unit/http); filters checked against an independent pass over the index. */
import { BUILT_TARGET } from '../support/app.ts';
import { noticesSuite } from '../support/suites/notices.ts';

noticesSuite(BUILT_TARGET);
