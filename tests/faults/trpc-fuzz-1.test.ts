/** Property-based fuzzing of every tRPC procedure, half 1 of 2 (see support/trpc-fuzz-suite.ts). */
import { fuzzProcedures } from './support/trpc-fuzz-suite'

fuzzProcedures(1)
