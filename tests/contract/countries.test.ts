/** /v1/countries and /v1/countries/{code}, through the built function over the real data (the same suite runs on the fixture app in tests/unit/http). */
import { BUILT_TARGET } from '../support/app.ts';
import { countriesSuite } from '../support/suites/countries.ts';

countriesSuite(BUILT_TARGET);
