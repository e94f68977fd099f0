import { contactSubmissionInputSchema, setContactStatusSchema } from '../../../shared/contact/contact.schema'
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
  /** Every submission, newest first: what a signed-in admin sees on /admin without an API key. */
  list: adminProcedure.query(({ ctx }) => listContactSubmissions(ctx.em, ctx.config)),
  setStatus: adminProcedure
    .input(setContactStatusSchema)
    .mutation(({ ctx, input }) => setContactStatus(ctx.em, input)),
})
