import { authRouter } from '../features/auth/auth.trpc'
import { contactRouter } from '../features/contact/contact.trpc'
import { blogRouter } from '../features/blog/blog.trpc'
import { marketingRouter } from '../features/marketing/marketing.trpc'
import { schoolRouter } from '../features/schools/school.trpc'
import { matchingRouter } from '../features/matching/matching.trpc'
import { siteRouter } from '../features/site/site.trpc'
import { operations } from '../operations'
import { createCallerFactory, router } from './init'
import { proceduresOf } from './operations'

/** Every procedure, by feature. The client's types come from here; nothing else is exported to it. */
export const appRouter = router({
  ...proceduresOf(operations),
  site: siteRouter,
  auth: authRouter,
  contact: contactRouter,
  blog: blogRouter,
  marketing: marketingRouter,
  schools: schoolRouter,
  matching: matchingRouter,
})

export type AppRouter = typeof appRouter

/** In-process caller: `createCaller(createContext({ em, config, log }))` (see README, "Typed procedures"). */
export const createCaller = createCallerFactory(appRouter)
