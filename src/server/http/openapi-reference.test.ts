/**
 * The generated API description is a reference a developer can use without reading the code: every parameter
 * and every property of every request body says what it is, the main ones show an example, fields have their
 * formats, and each error status an operation can answer is listed with its body.
 */
import { describe, expect, it } from 'vitest'
import { openApiDocument } from './openapi'

type Schema = Record<string, unknown>
type Operation = {
  operationId?: string
  parameters?: { name: string; in: string; description?: string; schema: Schema; example?: unknown }[]
  requestBody?: { content: Record<string, { schema: Schema }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>
  security?: unknown[]
}

const doc = openApiDocument('https://campus.example.org') as unknown as {
  servers: { url: string }[]
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, Schema> }
}
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
)

/** Every property of a JSON Schema (through objects, arrays, unions), with its dotted path. */
function properties(schema: Schema, path: string): { path: string; schema: Schema }[] {
  const own = Object.entries((schema.properties ?? {}) as Record<string, Schema>).flatMap(([name, child]) => [
    { path: `${path}.${name}`, schema: child },
    ...properties(child, `${path}.${name}`),
  ])
  const nested = [schema.items, ...((schema.anyOf ?? schema.oneOf ?? []) as Schema[])]
    .filter((child): child is Schema => typeof child === 'object' && child !== null)
    .flatMap((child) => properties(child, path))
  return [...own, ...nested]
}
const described = (schema: Schema): boolean =>
  typeof schema.description === 'string' && schema.description.length > 0

const requestProperties = operations.flatMap(({ path, method, operation }) => [
  ...(operation.parameters ?? []).map((parameter) => ({
    path: `${method.toUpperCase()} ${path} ${parameter.in} ${parameter.name}`,
    schema: { ...parameter.schema, description: parameter.description ?? parameter.schema.description },
  })),
  ...Object.values(operation.requestBody?.content ?? {}).flatMap((media) =>
    properties(media.schema, `${method.toUpperCase()} ${path} body`),
  ),
])

describe('the API reference', () => {
  it('describes every parameter and every request property', () => {
    expect(requestProperties.length).toBeGreaterThan(90)
    expect(requestProperties.filter((entry) => !described(entry.schema)).map((entry) => entry.path)).toEqual(
      [],
    )
  })

  it('shows an example for the main properties of every request body', () => {
    const bodies = operations.filter(({ operation }) => operation.requestBody?.content['application/json'])
    for (const { path, method, operation } of bodies) {
      const schema = operation.requestBody!.content['application/json']!.schema
      const required = (schema.required ?? []) as string[]
      const shape = (schema.properties ?? {}) as Record<string, Schema>
      const main = required.length ? required : Object.keys(shape)
      const withoutExample = main.filter((name) => !Array.isArray(shape[name]?.examples))
      expect(withoutExample, `${method.toUpperCase()} ${path}`).toEqual([])
    }
  })

  it('gives email, web address and time fields their formats', () => {
    /** The property's format, or its non-null alternative's. */
    const formatIn = (schema: Schema): unknown =>
      schema.format ?? ((schema.anyOf ?? []) as Schema[]).map(formatIn).find(Boolean)
    const formatOf = (suffix: string) =>
      requestProperties.filter((entry) => entry.path.endsWith(suffix)).map((entry) => formatIn(entry.schema))
    expect(formatOf('POST /api/contact body.email')).toEqual(['email'])
    expect(formatOf('POST /api/schools body.websiteUrl')).toEqual(['uri-reference'])
    expect(formatOf('POST /api/blog/articles body.publishedAt')).toEqual(['date-time'])
    expect(formatOf('POST /api/booking/calls body.start')).toEqual(['date-time'])
    expect(formatOf('PATCH /api/campus-programs/{id} body.startDate')).toEqual(['date'])
    const me = doc.paths['/api/auth/me']!.get!.responses['200']!.content!['application/json']!.schema
    expect(formatIn(properties(me, 'me').find((entry) => entry.path === 'me.data.email')!.schema)).toBe(
      'email',
    )
  })

  it('lists each error status an operation can answer, with its body, instead of one 4XX bucket', () => {
    for (const { path, method, operation } of operations) {
      const statuses = Object.keys(operation.responses)
      const where = `${method.toUpperCase()} ${path}`
      expect(
        statuses.filter((status) => /X/.test(status)),
        where,
      ).toEqual([])
      for (const status of statuses.filter((code) => Number(code) >= 400)) {
        const answer = operation.responses[status]!
        expect(answer.description.length, `${where} ${status}`).toBeGreaterThan(10)
        expect(answer.content?.['application/json']?.schema, `${where} ${status}`).toBeDefined()
      }
      if (!operation.operationId) continue
      if (operation.parameters?.length || operation.requestBody) expect(statuses, where).toContain('400')
      if (operation.security) expect(statuses, where).toEqual(expect.arrayContaining(['401']))
      if (path.includes('{')) expect(statuses, where).toContain('404')
      if (method !== 'get' && operation.requestBody) expect(statuses, where).toContain('413')
      expect(statuses, where).toContain('503')
    }
    const bad = doc.paths['/api/schools']!.post!.responses['400']!.content!['application/json']!.schema
    expect(Object.keys(bad.properties as Schema)).toEqual(expect.arrayContaining(['error', 'fields']))
    expect(doc.paths['/api/contact']!.post!.responses).toHaveProperty('429')
    expect(doc.paths['/api/blog/tags']!.post!.responses).toHaveProperty('409')
    expect(doc.paths['/api/schools/{id}']!.patch!.responses).toHaveProperty('403')
  })

  it('names the server it was generated for, and both ways to sign a request', () => {
    expect(doc.servers).toEqual([{ url: 'https://campus.example.org' }])
    expect(doc.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' })
    expect(String(doc.components.securitySchemes.session!.description)).toMatch(/Origin/)
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ in: 'header', name: 'X-API-Key' })
  })
})
