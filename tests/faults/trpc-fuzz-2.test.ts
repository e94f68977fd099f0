/** Property-based fuzzing of every tRPC procedure, half 2 of 2 (see support/trpc-fuzz-suite.ts). */
import { fuzzProcedures } from './support/trpc-fuzz-suite'

fuzzProcedures(2)
