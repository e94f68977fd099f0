import { programOperations } from '../features/programs/program.operations'
import { flatten } from './define'

/**
 * Every operation, by feature: the procedures (trpc/router.ts), the REST routes (api.ts) and the OpenAPI
 * document (http/openapi.ts) are all derived from this one table. Adding an operation is one entry in its
 * feature's table.
 */
export const operations = {
  programs: programOperations,
}

/** Every operation with its procedure name (`programs.byId`), in table order. */
export const allOperations = () => flatten(operations)
