/** /v1/tariffs, /v1/tariffs/{htsno}, /v1/tariffs/release and /v1/chapter99, through the built function over the real data (the same suite runs on the fixture app in tests/unit/http). */
import { BUILT_TARGET } from '../support/app.ts';
import { tariffsSuite } from '../support/suites/tariffs.ts';

tariffsSuite(BUILT_TARGET);
