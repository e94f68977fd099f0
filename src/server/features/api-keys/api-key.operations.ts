import { apiKeyInputSchema, apiKeySchema, createdApiKeySchema } from '@/shared/api-keys/api-key.schema'
import { idParamSchema } from '@/shared/fields'
import { z } from 'zod'
import { operation, staff } from '@/server/operations/define'
import { createApiKey, listApiKeys, revokeApiKey } from './api-key.service'

/** API keys on /staff/integrations (issue 37, ADR 0095): admins create, list and revoke them; keys never manage keys. */
export const apiKeyOperations = {
  list: operation({
    summary: 'Every API key (never the key itself): name, scopes, expiry, last use, revocation',
    access: staff('admin'),
    kind: 'query',
    output: z.array(apiKeySchema),
    run: ({ ctx }) => listApiKeys(ctx.em),
    rest: { method: 'GET', path: '/admin/api-keys', noStore: true },
  }),
  create: operation({
    summary: 'Create an API key for an integration; the answer holds the key, shown this once',
    access: staff('admin'),
    kind: 'mutation',
    input: apiKeyInputSchema,
    output: createdApiKeySchema,
    run: ({ ctx, input }) => createApiKey(ctx.em, input),
    rest: { method: 'POST', path: '/admin/api-keys', status: 201, noStore: true },
  }),
  revoke: operation({
    summary: 'Revoke an API key: refused from the next request on, on every replica',
    access: staff('admin'),
    kind: 'mutation',
    input: idParamSchema,
    output: apiKeySchema,
    run: ({ ctx, input }) => revokeApiKey(ctx.em, input.id),
    rest: { method: 'POST', path: '/admin/api-keys/:id/revoke', body: 'optional' },
  }),
}
