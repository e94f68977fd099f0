import { authRouter } from '../features/auth/auth.trpc'
import { contactRouter } from '../features/contact/contact.trpc'
import { blogRouter } from '../features/blog/blog.trpc'
import { marketingRouter } from '../features/marketing/marketing.trpc'
import { programRouter } from '../features/programs/program.trpc'
import { schoolRouter } from '../features/schools/school.trpc'
import { matchingRouter } from '../features/matching/matching.trpc'
import { siteRouter } from '../features/site/site.trpc'
import { staffRouter } from '../features/staff/staff.trpc'
import { createCallerFactory, router } from './init'

/** Every procedure, by feature. The client's types come from here; nothing else is exported to it. */
export const appRouter = router({
  site: siteRouter,
  auth: authRouter,
  contact: contactRouter,
  blog: blogRouter,
  marketing: marketingRouter,
  schools: schoolRouter,
  programs: programRouter,
  matching: matchingRouter,
  staff: staffRouter,
})

export type AppRouter = typeof appRouter

/** In-process caller: `createCaller(createContext({ em, config, log }))` (see README, "Typed procedures"). */
export const createCaller = createCallerFactory(appRouter)
