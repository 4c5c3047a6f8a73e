/** notices, in process over the fixture app: the HTTP suite of tests/support/suites/notices.ts. */
import { fixtureTarget } from '../../support/fixture-app.ts';
import { noticesSuite } from '../../support/suites/notices.ts';

noticesSuite(fixtureTarget());
