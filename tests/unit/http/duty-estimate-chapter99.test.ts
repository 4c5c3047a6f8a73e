/** duty estimate: chapter 99 candidates and zero quantities, in process over the fixture app: the HTTP suite of tests/support/suites/duty-estimate-chapter99.ts. */
import { fixtureTarget } from '../../support/fixture-app.ts';
import { dutyEstimateChapter99Suite } from '../../support/suites/duty-estimate-chapter99.ts';

dutyEstimateChapter99Suite(fixtureTarget());
