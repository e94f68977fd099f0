/**
 * JSON Schema, as the API reference page shows it to a person: a short type ("text, email", "whole number 1-100",
 * "one of: new, contacted") and the fields of an object as rows. Only what `openapi.ts` generates is handled.
 */
export type JsonSchema = Record<string, unknown>

export interface FieldRow {
  name: string
  type: string
  required: boolean
  description: string
  example?: unknown
}

const NAMES: Record<string, string> = {
  string: 'text',
  integer: 'whole number',
  number: 'number',
  boolean: 'true or false',
  object: 'object',
  array: 'list',
}

function range(schema: JsonSchema, unit = ''): string {
  const min = schema.minimum ?? schema.minLength ?? schema.minItems
  const max = schema.maximum ?? schema.maxLength ?? schema.maxItems
  const exclusiveMin = schema.exclusiveMinimum
  if (typeof exclusiveMin === 'number' && max === undefined) return ` above ${exclusiveMin}`
  if (min !== undefined && max !== undefined && Number(max) < 1e9) return ` ${min}-${max}${unit}`
  if (max !== undefined && Number(max) < 1e9) return ` up to ${max}${unit}`
  if (min !== undefined && Number(min) > 0) return ` at least ${min}${unit}`
  return ''
}

/** A readable type: "text up to 100 characters, email", "whole number 1-100 or null". */
export function typeOf(schema: JsonSchema | undefined): string {
  if (!schema || Object.keys(schema).length === 0) return 'any'
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (variants) {
    const named = variants.map((variant) => (variant.type === 'null' ? 'null' : typeOf(variant)))
    return [...new Set(named)].join(' or ')
  }
  if (Array.isArray(schema.enum))
    return `one of: ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`
  if ('const' in schema) return JSON.stringify(schema.const)
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as (string | undefined)[]
  const named = types.map((type) => {
    if (type === 'null') return 'null'
    if (type === 'array') return `list of ${typeOf(schema.items as JsonSchema)}${range(schema, ' items')}`
    if (type === 'string')
      return `text${range(schema, ' characters')}${schema.format ? `, ${schema.format}` : ''}`
    if (type === 'integer' || type === 'number') return `${NAMES[type]}${range(schema)}`
    return NAMES[type ?? ''] ?? 'any'
  })
  return named.join(' or ')
}

/** The fields of an object schema, in order, with what a reader needs about each. */
export function fieldRows(schema: JsonSchema | undefined): FieldRow[] {
  if (!schema) return []
  const required = new Set((schema.required as string[] | undefined) ?? [])
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => ({
    name,
    type: typeOf(property),
    required: required.has(name),
    description: String(property.description ?? ''),
    example: (property.examples as unknown[] | undefined)?.[0],
  }))
}

/** A request body a reader can copy: each field's example (fields without one are left out). */
export function exampleBody(schema: JsonSchema | undefined): Record<string, unknown> | undefined {
  const rows = fieldRows(schema).filter((row) => row.example !== undefined)
  return rows.length ? Object.fromEntries(rows.map((row) => [row.name, row.example])) : undefined
}
