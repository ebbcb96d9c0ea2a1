/** Fuzzing every write route, second part (test/support/fuzz-suite.ts says how). */
import { fuzzSuite } from '../support/fuzz-suite.js';

await fuzzSuite(1, 2);
