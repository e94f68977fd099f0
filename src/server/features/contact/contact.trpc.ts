import {
  contactListQuerySchema,
  contactSubmissionInputSchema,
  setContactStatusSchema,
} from '../../../shared/contact/contact.schema'
import { adminProcedure, publicProcedure, router } from '../../trpc/init'
import { listContactSubmissions, setContactStatus, submitContact } from './contact.service'
import { leadNotifierOf } from './lead-notifications'

export const contactRouter = router({
  /** The contact and call-request forms (decisions D3, D20): anyone may send one. */
  submit: publicProcedure.input(contactSubmissionInputSchema).mutation(({ ctx, input }) =>
    submitContact(ctx.em, input, {
      ip: ctx.ip,
      limiter: ctx.runtime.contactLimiter,
      userId: ctx.user?.id,
      notify: leadNotifierOf(ctx.runtime, ctx.config),
    }),
  ),
  /** The inbox on /admin for a signed-in admin (no API key): filtered, newest first, a page at a time. */
  list: adminProcedure
    .input(contactListQuerySchema.optional())
    .query(({ ctx, input }) => listContactSubmissions(ctx.em, input ?? {}, ctx.config)),
  setStatus: adminProcedure
    .input(setContactStatusSchema)
    .mutation(({ ctx, input }) => setContactStatus(ctx.em, input)),
})
