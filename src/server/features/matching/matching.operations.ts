import { z } from 'zod'
import {
  brandProfileInputSchema,
  publicIdParamSchema,
  recommendationRequestSchema,
  recommendationSchema,
  staffResultsQuerySchema,
  staffResultsSchema,
} from '@/shared/matching/matching.schema'
import type { AppContext } from '@/server/operations/context'
import { operation, staff } from '@/server/operations/define'
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

const publicIdOutput = z.object({ id: z.string() })

/**
 * Campus matching (product §6): visitors use the tool without signing in; staff read every result
 * (ADR 0055). A 429 or 503 carries Retry-After over both transports (the error mapping sets it).
 */
export const matchingOperations = {
  createProfile: operation({
    summary: 'Store a brand profile; answers its public id',
    access: 'public',
    kind: 'mutation',
    input: brandProfileInputSchema,
    output: publicIdOutput,
    run: ({ ctx, input }) => createBrandProfile(ctx.em, input, depsOf(ctx)),
    rest: {
      method: 'POST',
      path: '/brand/profiles',
      status: 201,
      errors: { 429: 'Too many profiles from this address for now' },
    },
  }),
  requestRecommendations: operation({
    summary: 'Start recommendations for a profile (the body is optional: no body is the default count)',
    access: 'public',
    kind: 'mutation',
    input: recommendationRequestSchema.extend({ profileId: publicIdParamSchema.shape.id }),
    output: publicIdOutput,
    run: ({ ctx, input: { profileId, ...request } }) =>
      requestRecommendations(ctx.em, profileId, request, depsOf(ctx)),
    rest: {
      method: 'POST',
      path: '/brand/profiles/:id/recommendations',
      rename: { id: 'profileId' },
      body: 'optional',
      status: 202,
      errors: { 429: 'Too many requests for recommendations from this address for now' },
    },
  }),
  /** Every result, for the staff screen /staff/matching: `{ data: results, meta: { total, page, pageSize } }`. */
  staffResults: operation({
    summary: 'Every result, newest first, a page at a time (staff)',
    access: staff('admin', 'sales'),
    apiScopes: ['matching:read'],
    kind: 'query',
    input: staffResultsQuerySchema.optional(),
    output: staffResultsSchema,
    run: ({ ctx, input }) => listResultsForStaff(ctx.em, input ?? {}),
    rest: { method: 'GET', path: '/brand/recommendations', envelope: { list: 'results' }, noStore: true },
  }),
  recommendation: operation({
    summary: 'A recommendation by its public id: pending with progress, then complete or failed',
    access: 'public',
    kind: 'query',
    input: publicIdParamSchema,
    output: recommendationSchema,
    run: ({ ctx, input }) => getRecommendation(ctx.em, input.id),
    rest: { method: 'GET', path: '/brand/recommendations/:id' },
  }),
}
