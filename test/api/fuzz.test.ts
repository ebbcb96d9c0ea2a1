/** Fuzzing every write route, first part (test/support/fuzz-suite.ts says how). */
import { fuzzSuite } from '../support/fuzz-suite.js';

await fuzzSuite(0, 2);
