import { z } from 'zod'
import { descriptionOf, securityOf, securitySchemes } from './openapi-security'
import { isStaffAccess, type AnyOperation, type RestBinding } from '@/server/operations/define'
import { allOperations } from '@/server/operations'
import { inputSource, pathParams, restSchemasOf } from './rest-operations'
import type { JsonSchema } from './api-reference-schema'
import { OTHER_ROUTES } from './openapi-other-routes'

/**
 * JSON Schema (2020-12, what OpenAPI 3.1 uses) of a shared zod schema, as it travels over REST: Dates are
 * ISO 8601 strings, and inputs are described as the caller sends them (before the schema's transforms).
 */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      if (zodSchema._zod.def.type === 'date') {
        jsonSchema.type = 'string'
        jsonSchema.format = 'date-time'
      }
      // The shared schemas' examples and formats are written as callers send them: zod drops examples from an
      // input that is transformed (they might describe the output), and a piped email or a calendar day would
      // lose its format; the metadata says what the caller may send, so it wins.
      const meta = z.globalRegistry.get(zodSchema)
      if (meta?.examples) Object.assign(jsonSchema, { examples: meta.examples })
      if (typeof meta?.format === 'string') jsonSchema.format = meta.format
    },
  }) as JsonSchema
  delete json.$schema
  return json
}

const message = z.string().meta({
  description: 'What went wrong, in a sentence a person can read',
  examples: ['School not found'],
})
const errorBody = z.object({ error: message })
const invalidBody = z.object({
  error: message.meta({ examples: ['Invalid input: name: Name is required'] }),
  fields: z
    .record(z.string(), z.string())
    .optional()
    .meta({
      description:
        'Each invalid field (a dotted path, `(body)` for the body as a whole) and what is wrong with it',
      examples: [{ name: 'Name is required' }],
    }),
})
const failureBody = z.object({
  error: message,
  requestId: z
    .string()
    .optional()
    .meta({ description: 'Present on a 500: quote it to the operator, who finds the log line by it' }),
})

/** The REST body around an operation's output (see RestBinding.envelope), as a schema. */
export function responseSchemaOf(rest: RestBinding, output: z.ZodType): z.ZodType {
  if (rest.envelope === 'raw' || rest.envelope === 'file') return output
  if (rest.envelope) {
    const shape = (output as z.ZodObject).shape as Record<string, z.ZodType>
    const { [rest.envelope.list]: data, ...meta } = shape
    return z.object({ data: data!, meta: z.object(meta) })
  }
  return z.object({ data: output })
}

const toOpenApiPath = (path: string) => `/api${path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`

function parametersOf(op: AnyOperation & { rest: RestBinding }) {
  const schemas = restSchemasOf(op)
  const parameters: JsonSchema[] = []
  const add = (schema: z.ZodType | undefined, where: 'path' | 'query') => {
    if (!schema) return
    const json = jsonSchemaOf(schema, 'input')
    const required = new Set((json.required as string[] | undefined) ?? [])
    for (const [name, property] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>)) {
      const examples = property.examples as unknown[] | undefined
      parameters.push({
        name,
        in: where,
        required: where === 'path' || required.has(name),
        ...(property.description ? { description: property.description } : {}),
        ...(examples?.length ? { example: examples[0] } : {}),
        schema: property,
      })
    }
  }
  add(schemas.params, 'path')
  if (op.rest.ifMatch)
    parameters.push({
      name: 'If-Match',
      in: 'header',
      required: false,
      description:
        'The ETag the GET answered a signed-in caller (`"v3"`): the save is refused with 409 if someone saved since. Left out: the save wins (scripts written before versions keep working)',
      example: '"v3"',
      schema: { type: 'string' },
    })
  if (inputSource(op.rest) === 'query') add(schemas.rest, 'query')
  const body =
    inputSource(op.rest) === 'body' && schemas.rest
      ? {
          required: op.rest.body !== 'optional',
          content: { 'application/json': { schema: jsonSchemaOf(schemas.rest, 'input') } },
        }
      : undefined
  return { parameters, body }
}

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer' } },
}
const errorResponse = (description: string, body: z.ZodType = errorBody, headers?: JsonSchema) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: jsonSchemaOf(body, 'output') } },
})

const API_BODY_LIMIT_KB = 256

/**
 * Each error status an operation can answer, with its body: derived from what the edge does for every route
 * (validation, guards, body caps, the database's availability) and from what the route declares (`errors`).
 */
function errorResponsesOf(op: AnyOperation & { rest: RestBinding }): Record<string, unknown> {
  const rest = op.rest
  const write = rest.method !== 'GET'
  const hasPath = pathParams(rest.path).length > 0
  const answers: Record<string, unknown> = {}
  if (op.input)
    answers['400'] = errorResponse(
      `Invalid input: \`error\` sums it up and \`fields\` names each invalid field${write && rest.method !== 'DELETE' ? '; also a body that is not JSON' : ''}`,
      invalidBody,
    )
  const staffRoles = isStaffAccess(op.access) ? op.access.roles : undefined
  const unauthorized = staffRoles
    ? 'Not signed in: no staff session cookie, or an expired one'
    : op.access === 'apiKey'
      ? 'The X-API-Key header is missing or does not match ADMIN_API_KEY'
      : rest.errors?.[401]
  const keyed = Boolean(op.apiScopes?.length)
  if (unauthorized)
    answers['401'] = errorResponse(
      keyed ? `${unauthorized}; or an integration key that is unknown, revoked or expired` : unauthorized,
    )
  const forbidden = [
    ...(staffRoles ? [`signed in without one of the staff roles ${staffRoles.join(', ')}`] : []),
    ...(keyed ? ['an integration key without one of the operation’s scopes'] : []),
    ...(write ? ['a browser write from another site (its Origin is not this one)'] : []),
  ]
  if (forbidden.length) answers['403'] = errorResponse(`Refused: ${forbidden.join('; or ')}`)
  if (hasPath) answers['404'] = errorResponse('Nothing has the id, slug or token in the path')
  if (write && op.kind === 'mutation' && op.access !== 'public')
    answers['409'] = errorResponse(
      rest.errors?.[409] ??
        'Conflicts with what is stored: a name or slug already taken, or a row still in use',
    )
  else if (rest.errors?.[409]) answers['409'] = errorResponse(rest.errors[409])
  if (write && rest.method !== 'DELETE')
    answers['413'] = errorResponse(
      rest.bodyLimit?.message ?? `The body is larger than ${API_BODY_LIMIT_KB} KB`,
    )
  const tooMany =
    rest.errors?.[429] ??
    (op.access === 'apiKey' || op.apiScopes?.length ? 'Too many wrong keys from this address' : undefined)
  if (tooMany) answers['429'] = errorResponse(tooMany, errorBody, retryAfter)
  answers['500'] = errorResponse('An unexpected failure, logged with its request id', failureBody)
  answers['503'] = errorResponse(
    op.access === 'apiKey'
      ? 'The database is not answering, or ADMIN_API_KEY is unset (the endpoint is off)'
      : 'The database is not answering right now',
    errorBody,
    retryAfter,
  )
  return answers
}

function successContent(op: AnyOperation & { rest: RestBinding }) {
  if (op.rest.envelope === 'file') return { [op.rest.fileType ?? 'text/csv']: { schema: { type: 'string' } } }
  return { 'application/json': { schema: jsonSchemaOf(responseSchemaOf(op.rest, op.output), 'output') } }
}

/** The OpenAPI 3.1 document, generated from the operation table: every REST route with its schemas. */
export function openApiDocument(publicUrl: string) {
  const paths: Record<string, Record<string, JsonSchema>> = structuredClone(OTHER_ROUTES)
  for (const { name, op } of allOperations()) {
    if (!op.rest) continue
    const bound = op as AnyOperation & { rest: RestBinding }
    const { parameters, body } = parametersOf(bound)
    const responses: Record<string, unknown> = {
      [String(op.rest.status ?? 200)]: { description: 'Success', content: successContent(bound) },
      ...errorResponsesOf(bound),
    }
    const path = toOpenApiPath(op.rest.path)
    paths[path] ??= {}
    paths[path][op.rest.method.toLowerCase()] = {
      operationId: name,
      tags: [name.split('.')[0]],
      summary: op.summary,
      ...descriptionOf(name, op),
      ...securityOf(op),
      ...(op.apiScopes?.length ? { 'x-api-scopes': [...op.apiScopes] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(body ? { requestBody: body } : {}),
      responses,
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'CampusPulse API',
      version: '1',
      description:
        'The REST paths under /api. Every operation is also a tRPC procedure at /trpc for the web client ' +
        '(see the README). Writes from other sites are refused; staff operations need a staff session cookie.',
    },
    servers: [{ url: publicUrl }],
    components: {
      securitySchemes,
    },
    paths,
  }
}
