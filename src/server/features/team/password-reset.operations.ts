import { z } from 'zod'
import { passwordResetRequestSchema, passwordResetSchema } from '@/shared/team/team.schema'
import { databaseCounterStore } from '@/server/lib/limits/counter-store'
import { operation } from '@/server/operations/define'
import { completePasswordReset, requestPasswordReset } from './password-reset.service'

/** "Forgot password?" on /login (issue 35): a link by email, for one use within the hour. Public by nature. */
export const passwordResetOperations = {
  request: operation({
    summary:
      'Ask for a password-reset link by email; the same answer whether or not the address has an account',
    access: 'public',
    kind: 'mutation',
    input: passwordResetRequestSchema,
    output: z.object({ message: z.string() }),
    run: ({ ctx, input }) =>
      requestPasswordReset(input.email, {
        ip: ctx.ip,
        counters: databaseCounterStore(() => ctx.em),
        config: ctx.config,
        log: ctx.log,
        em: ctx.em.fork(),
      }),
    rest: {
      method: 'POST',
      path: '/auth/password-reset',
      status: 202,
      noStore: true,
      errors: { 429: 'Too many requests for this address or from this source: wait as Retry-After says' },
    },
  }),
  complete: operation({
    summary: 'Choose a new password with a reset link’s token; every session of the account ends',
    access: 'public',
    kind: 'mutation',
    input: passwordResetSchema,
    output: z.object({ passwordChanged: z.literal(true), username: z.string() }),
    run: ({ ctx, input }) => completePasswordReset(ctx.em, input),
    rest: { method: 'POST', path: '/auth/password-reset/complete', noStore: true },
  }),
}
