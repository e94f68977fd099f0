import { operations } from '@/server/operations'
import { createCallerFactory, router } from './init'
import { proceduresOf } from './operations'

/**
 * Every procedure, by feature, derived from the operation table (operations/index.ts). The client's types come
 * from here; nothing else is exported to it.
 */
export const appRouter = router(proceduresOf(operations))

export type AppRouter = typeof appRouter

/** In-process caller: `createCaller(createContext({ em, config, log }))` (see docs/api.md, "Typed procedures"). */
export const createCaller = createCallerFactory(appRouter)
