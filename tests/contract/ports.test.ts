/** /v1/ports and /v1/ports/{code}, through the built function over the real data (the same suite runs on the fixture app in tests/unit/http). */
import { BUILT_TARGET } from '../support/app.ts';
import { portsSuite } from '../support/suites/ports.ts';

portsSuite(BUILT_TARGET);
