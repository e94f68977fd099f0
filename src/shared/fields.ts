import { z } from 'zod'
import { textField } from './text-field'
import { formatWholeNumber } from './us-format'

/**
 * The field shapes every shared schema is built from, written once: ids and page numbers, optional text, and how
 * a blank value from a form or a query string is read. Feature schemas compose these; they do not spell them again.
 */

/** The largest value a PostgreSQL `integer` column holds: a larger id or page is a 400, not a database error. */
export const MAX_INT = 2_147_483_647

/** A query string or form cannot leave a field out: `?state=` (or a null from JSON) means "not given". */
export const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** An optional filter read from a query string or a procedure input, where blank means unset. */
export const blankAsUnset = <S extends z.ZodType>(schema: S) =>
  z.preprocess(blankToUndefined, schema.optional())

/** Empty text is stored as no text (`null`), so "cleared" and "never written" are one state. */
export const emptyToNull = (value: string | null | undefined) => value || null

/**
 * Optional free text: trimmed, capped at the column's length, blank stored as `null`. With a label the message
 * names the field ("Excerpt must be at most 1,000 characters").
 */
export const optionalText = (max: number, label?: string) =>
  textField()
    .trim()
    .max(
      max,
      label
        ? `${label} must be at most ${formatWholeNumber(max)} characters`
        : `Must be at most ${max} characters`,
    )
    .transform(emptyToNull)
    .nullable()
    .optional()

/** A positive whole number from a path, a query string or JSON (ids, page numbers), named in its messages. */
export const wholeNumber = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(1, `${field} must be at least 1`)
    .max(MAX_INT, `${field} is too large`)

/** `{id}` in a path (`/api/schools/{id}`, `/api/blog/articles/{id}`) and every procedure that takes one id. */
export const idParamSchema = z.object({
  id: wholeNumber('id').meta({
    description: 'The id, as a list or the create call answered it',
    examples: [12],
  }),
})
