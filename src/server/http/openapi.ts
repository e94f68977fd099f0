import { z } from 'zod'
import type { AnyOperation, RestBinding } from '@/server/operations/define'
import { allOperations } from '@/server/operations'
import { SESSION_COOKIE } from '@/server/features/auth/session-cookie'
import { inputSource, restSchemasOf } from './rest-operations'

type JsonSchema = Record<string, unknown>

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
    },
  }) as JsonSchema
  delete json.$schema
  return json
}

const errorBody = z.object({
  error: z.string(),
  /** Field name (dotted path) → what is wrong with it. */
  fields: z.record(z.string(), z.string()).optional(),
  /** Present on a 500: quote it to the operator. */
  requestId: z.string().optional(),
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
    for (const [name, property] of Object.entries((json.properties ?? {}) as Record<string, JsonSchema>))
      parameters.push({ name, in: where, required: where === 'path' || required.has(name), schema: property })
  }
  add(schemas.params, 'path')
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

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: jsonSchemaOf(errorBody, 'output') } },
})

function successContent(op: AnyOperation & { rest: RestBinding }) {
  if (op.rest.envelope === 'file') return { [op.rest.fileType ?? 'text/csv']: { schema: { type: 'string' } } }
  return { 'application/json': { schema: jsonSchemaOf(responseSchemaOf(op.rest, op.output), 'output') } }
}

const errorAnswer = { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] }
const uploadedImageAnswer = {
  type: 'object',
  properties: { data: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
  required: ['data'],
}

const security = { admin: [{ session: [] }], apiKey: [{ apiKey: [] }], public: undefined }

/**
 * Routes that are not operations but are still part of the site's HTTP surface, documented by hand: feeds
 * for crawlers and readers, and this API's own description.
 */
const OTHER_ROUTES: Record<string, Record<string, JsonSchema>> = {
  '/api/openapi.json': {
    get: {
      tags: ['meta'],
      summary: 'This document (OpenAPI 3.1)',
      responses: {
        200: { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } },
      },
    },
  },
  '/api/docs': {
    get: {
      tags: ['meta'],
      summary: 'The API reference page, rendered from this document',
      responses: { 200: { description: 'OK', content: { 'text/html': { schema: { type: 'string' } } } } },
    },
  },
  '/api/media/images': {
    post: {
      tags: ['media'],
      summary:
        'Upload an image (staff): JPEG, PNG, WebP or AVIF as multipart/form-data in the field `file`; stored as WebP variants 480, 960 and 1600 px wide (ADR 0043)',
      security: [{ session: [] }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' } },
              required: ['file'],
            },
          },
        },
      },
      responses: {
        201: { description: 'Stored', content: { 'application/json': { schema: uploadedImageAnswer } } },
        200: {
          description: 'The same image was stored before',
          content: { 'application/json': { schema: uploadedImageAnswer } },
        },
        400: {
          description: 'Not a multipart body with a readable image, or one side more than 20 times the other',
          content: { 'application/json': { schema: errorAnswer } },
        },
        401: { description: 'Not signed in', content: { 'application/json': { schema: errorAnswer } } },
        403: { description: 'Not staff', content: { 'application/json': { schema: errorAnswer } } },
        413: {
          description: 'Larger than UPLOAD_MAX_MB or 50 megapixels',
          content: { 'application/json': { schema: errorAnswer } },
        },
        415: {
          description: 'Not JPEG, PNG, WebP or AVIF',
          content: { 'application/json': { schema: errorAnswer } },
        },
      },
    },
  },
  '/blog/rss.xml': {
    get: {
      tags: ['blog'],
      summary: 'The blog’s RSS 2.0 feed (the newest published articles)',
      responses: {
        200: { description: 'OK', content: { 'application/rss+xml': { schema: { type: 'string' } } } },
      },
    },
  },
  '/sitemap.xml': {
    get: {
      tags: ['seo'],
      summary: 'Every public page, school, program and published article, with absolute URLs',
      responses: {
        200: { description: 'OK', content: { 'application/xml': { schema: { type: 'string' } } } },
      },
    },
  },
  '/robots.txt': {
    get: {
      tags: ['seo'],
      summary: 'What crawlers may fetch (not the staff pages), and where the sitemap is',
      responses: { 200: { description: 'OK', content: { 'text/plain': { schema: { type: 'string' } } } } },
    },
  },
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
      '4XX': errorResponse('The request was refused: the message says why, `fields` names each bad field'),
      '503': errorResponse('The database (or the API key setting) is unavailable; see Retry-After'),
    }
    const path = toOpenApiPath(op.rest.path)
    paths[path] ??= {}
    paths[path][op.rest.method.toLowerCase()] = {
      operationId: name,
      tags: [name.split('.')[0]],
      summary: op.summary,
      ...(op.trpc === false ? {} : { description: `Also the tRPC procedure \`${name}\`.` }),
      ...(security[op.access] ? { security: security[op.access] } : {}),
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
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'POST /api/auth/login sets it',
        },
        apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'ADMIN_API_KEY' },
      },
    },
    paths,
  }
}
