import { z } from 'zod'
import { endSessionSchema, sessionListSchema } from '@/shared/auth/sessions.schema'
import { anyStaffDuringTwoFactorSetup, operation } from '@/server/operations/define'
import { endOtherSessions, endSession, listSessions } from './active-sessions.service'

/** A staff member's own sessions (issue 35): the list, and ending one or all the others. */
export const sessionOperations = {
  list: operation({
    summary: 'The signed-in staff member’s sessions: device, address, created, last seen; this one marked',
    access: anyStaffDuringTwoFactorSetup,
    kind: 'query',
    output: sessionListSchema,
    run: ({ ctx }) => listSessions(ctx.em, ctx.user.id, ctx.sessionToken, ctx.config),
    rest: { method: 'GET', path: '/auth/sessions', noStore: true },
  }),
  end: operation({
    summary: 'End one of the signed-in staff member’s sessions (signed out at once)',
    access: anyStaffDuringTwoFactorSetup,
    kind: 'mutation',
    input: endSessionSchema,
    output: z.object({ ended: z.boolean() }),
    run: ({ ctx, input }) => endSession(ctx.em, ctx.user.id, input.id),
    rest: { method: 'DELETE', path: '/auth/sessions/:id' },
  }),
  endOthers: operation({
    summary: 'End every session of the signed-in staff member but this one',
    access: anyStaffDuringTwoFactorSetup,
    kind: 'mutation',
    output: z.object({ ended: z.number().int() }),
    run: ({ ctx }) => endOtherSessions(ctx.em, ctx.user.id, ctx.sessionToken),
    rest: { method: 'POST', path: '/auth/sessions/end-others', body: 'optional' },
  }),
}
