import { API_SCOPE_LABELS, API_SCOPES } from '@/shared/api-keys/api-key.schema'
import { SESSION_COOKIE } from '@/server/features/auth/session-cookie'
import { isStaffAccess, type AnyOperation } from '@/server/operations/define'

/** The ways to authenticate (ADR 0084, 0095), as the document's `components.securitySchemes`. */
export const securitySchemes = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'A staff session: `POST /api/auth/login` sets this HttpOnly cookie, `POST /api/auth/logout` ends it. ' +
      'Against cross-site request forgery, a write a browser sends from another site is refused with 403: ' +
      'its Origin (or Sec-Fetch-Site) must be this site. Scripts that send neither header are not browsers and pass.',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description:
      'Legacy, for scripts reading the lead inbox: the value of the server’s ADMIN_API_KEY setting (unset: the endpoint answers 503). Prefer an integration key.',
  },
  integrationKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description:
      'An integration’s own key (`cpk_…`), created by an admin on /staff/integrations with scopes and an optional expiry, ' +
      'and revocable at once. It reaches the REST operations that list one of its scopes (never tRPC): ' +
      `${API_SCOPES.map((scope) => `\`${scope}\` (${API_SCOPE_LABELS[scope].toLowerCase()})`).join(', ')}. ` +
      'Unknown, revoked or expired: 401; without the operation’s scope: 403.',
  },
}

const baseSecurity = (op: AnyOperation) =>
  isStaffAccess(op.access) ? [{ session: [] }] : op.access === 'apiKey' ? [{ apiKey: [] }] : undefined

/**
 * Who may call an operation: its `access`, or an integration key with one of its scopes (ADR 0095). OpenAPI
 * lists scopes only for OAuth, so the key's requirement names them as the list beside `integrationKey` (which
 * 3.1 allows for any scheme) and `x-api-scopes` repeats them.
 */
export function securityOf(op: AnyOperation) {
  const base = baseSecurity(op)
  if (!op.apiScopes?.length) return base ? { security: base } : {}
  return { security: [...(base ?? []), { integrationKey: [...op.apiScopes] }] }
}

export function descriptionOf(name: string, op: AnyOperation) {
  const lines = [
    // Which staff roles may call it (ADR 0091).
    ...(isStaffAccess(op.access) ? [`Staff roles: ${op.access.roles.join(', ')}.`] : []),
    ...(op.trpc === false ? [] : [`Also the tRPC procedure \`${name}\`.`]),
    ...(op.apiScopes?.length
      ? [
          `An integration key reaches it with the scope ${op.apiScopes.map((scope) => `\`${scope}\``).join(' or ')}.`,
        ]
      : []),
  ]
  return lines.length ? { description: lines.join(' ') } : {}
}
