/** Property-based fuzzing of every REST endpoint, half 2 of 2 (see support/rest-fuzz-suite.ts). */
import { fuzzEndpoints } from './support/rest-fuzz-suite'

fuzzEndpoints(2)
