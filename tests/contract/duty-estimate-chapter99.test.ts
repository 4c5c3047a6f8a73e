/**
 * POST /v1/duty-estimate: chapter 99 candidates say how each was
 * linked and whom its heading's text limits it to, and a compound is priced
 * on a zero quantity; through the built function over the real data (the same suite runs on the fixture app in tests/unit/http).
 */
import { BUILT_TARGET } from '../support/app.ts';
import { dutyEstimateChapter99Suite } from '../support/suites/duty-estimate-chapter99.ts';

dutyEstimateChapter99Suite(BUILT_TARGET);
