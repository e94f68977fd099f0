import {
  brandProfileInputSchema,
  publicIdParamSchema,
  recommendationRequestSchema,
  staffResultsQuerySchema,
} from '../../../shared/matching/matching.schema'
import { AppError } from '../../errors'
import type { AppContext } from '../../trpc/context'
import { adminProcedure, publicProcedure, router } from '../../trpc/init'
import { listResultsForStaff } from './matching-staff.service'
import {
  createBrandProfile,
  getRecommendation,
  requestRecommendations,
  type MatchingDeps,
} from './matching.service'

const depsOf = (ctx: AppContext): MatchingDeps => ({
  ip: ctx.ip,
  runtime: ctx.runtime.matching,
  log: ctx.log,
})

/** A 429 or 503 over tRPC carries Retry-After too, as over REST. */
async function withRetryAfter<T>(ctx: AppContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof AppError && error.options.retryAfterSeconds)
      ctx.resHeaders.set('Retry-After', String(error.options.retryAfterSeconds))
    throw error
  }
}

/** The REST paths' twins (one service): visitors use the matching tool, no sign-in (spec section 6). */
export const matchingRouter = router({
  createProfile: publicProcedure
    .input(brandProfileInputSchema)
    .mutation(({ ctx, input }) => withRetryAfter(ctx, () => createBrandProfile(ctx.em, input, depsOf(ctx)))),
  requestRecommendations: publicProcedure
    .input(recommendationRequestSchema.extend({ profileId: publicIdParamSchema.shape.id }))
    .mutation(({ ctx, input: { profileId, ...request } }) =>
      withRetryAfter(ctx, () => requestRecommendations(ctx.em, profileId, request, depsOf(ctx))),
    ),
  recommendation: publicProcedure
    .input(publicIdParamSchema)
    .query(({ ctx, input }) => getRecommendation(ctx.em, input.id)),
  /** Every result, for the staff screen /staff/matching (ADR 0055): admins only. */
  staffResults: adminProcedure
    .input(staffResultsQuerySchema.optional())
    .query(({ ctx, input }) => listResultsForStaff(ctx.em, input ?? {})),
})
