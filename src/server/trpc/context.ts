/** The procedures' context is the operations' context (operations/context.ts); kept here for existing imports. */
export { createContext, type AppContext, type ContextInput } from '@/server/operations/context'
