import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server'
import superjson from 'superjson'
import { ZodError } from 'zod'
import { isDatabaseUnavailable } from '@/server/db/unavailable'
import {
  AppError,
  DATABASE_RETRY_AFTER_SECONDS,
  databaseUnavailable,
  fieldErrorsOf,
  toAppError,
  type AppErrorCode,
} from '@/server/errors'
import { hasRole, NOT_SIGNED_IN, ROLE_REFUSED, type Role } from '@/shared/auth/roles'
import { TWO_FACTOR_SETUP_REQUIRED } from '@/shared/auth/two-factor.schema'
import type { AppContext } from './context'

const trpcCodeOf: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
}

const exposeStacks = process.env.NODE_ENV === 'development'

/** What a procedure declares about itself; the access-matrix test reads it to find every staff-only one. */
export interface ProcedureMeta {
  /** The staff roles allowed (ADR 0091); absent on public procedures. */
  roles?: readonly Role[]
}

/**
 * superjson, with one refusal said plainly: it reads an input's annotations recursively, so annotations nested a
 * few thousand levels deep (10 kB) overflow the stack, and the caller read "Maximum call stack size exceeded".
 * Still a 400, now in words a caller can act on. Answers are written by superjson as they were.
 */
const transformer = {
  input: {
    serialize: (value: unknown) => superjson.serialize(value),
    deserialize: (payload: unknown) => {
      try {
        return superjson.deserialize(payload as Parameters<typeof superjson.deserialize>[0])
      } catch (error) {
        // Only the overflow: superjson's other refusals (a bigint of "1.5" is a RangeError too) keep their words.
        if (error instanceof RangeError && error.message.includes('call stack'))
          throw new TRPCError({ code: 'BAD_REQUEST', message: 'The input is nested too deeply.' })
        throw error
      }
    },
  },
  output: superjson,
}

const t = initTRPC
  .context<AppContext>()
  .meta<ProcedureMeta>()
  .create({
    // Dates stay Dates across the wire, on the server render and after client navigation alike.
    transformer,
    isDev: exposeStacks,
    errorFormatter({ shape, error, ctx }) {
      // A database outage that escaped mapAppErrors (below) still answers 503 with Retry-After, never a 500.
      if (error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(error.cause)) {
        ctx?.resHeaders.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        return {
          ...shape,
          message: databaseUnavailable().message,
          data: {
            ...shape.data,
            code: 'SERVICE_UNAVAILABLE',
            httpStatus: 503,
            stack: undefined,
            fields: undefined,
          },
        }
      }
      const cause = error.cause
      const fields =
        cause instanceof ZodError
          ? fieldErrorsOf(cause)
          : cause instanceof AppError
            ? cause.fields
            : undefined
      const internal = error.code === 'INTERNAL_SERVER_ERROR'
      return {
        ...shape,
        // Internal failures are logged by the adapter; the caller learns only that something went wrong.
        message: internal && !exposeStacks ? 'Something went wrong. Please try again.' : shape.message,
        data: { ...shape.data, stack: exposeStacks ? shape.data.stack : undefined, fields },
      }
    },
  })

/** Turns the services' AppError (and database constraint errors) into the matching tRPC error. */
const mapAppErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next()
  const appError = result.ok ? undefined : toAppError(result.error.cause)
  if (appError) {
    // A 429 says when to come back, over tRPC as over REST.
    if (appError.options.retryAfterSeconds)
      ctx.resHeaders.set('Retry-After', String(appError.options.retryAfterSeconds))
    throw new TRPCError({ code: trpcCodeOf[appError.code], message: appError.message, cause: appError })
  }
  return result
})

export const router = t.router
export const createCallerFactory = t.createCallerFactory
export const middleware = t.middleware

/** Anyone may call these: visitors browse everything (product §6). */
export const publicProcedure = t.procedure.use(mapAppErrors)

/**
 * Staff with one of `roles` (decision D5, ADR 0091): anonymous → UNAUTHORIZED, signed in with another role or
 * none → FORBIDDEN. The REST twin is `requireRole`; both answer with the same codes and messages.
 */
export const staffProcedure = (roles: readonly Role[], duringTwoFactorSetup = false) =>
  publicProcedure.meta({ roles }).use(({ ctx, next }) => {
    if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: NOT_SIGNED_IN })
    if (!hasRole(ctx.user, roles)) throw new TRPCError({ code: 'FORBIDDEN', message: ROLE_REFUSED })
    if (ctx.user.twoFactorSetupRequired && !duringTwoFactorSetup)
      throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_SETUP_REQUIRED })
    return next({ ctx: { ...ctx, user: ctx.user } })
  })
