import { z } from 'zod'
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from './control-characters'

/**
 * The one string primitive of every text field the shared schemas read from a client (bodies, queries, path
 * params, procedure inputs): `z.string` that refuses control characters (see control-characters.ts), so a
 * U+0000 is a 400 naming the field instead of a database error. The rule runs first, on the text as sent; chain
 * trim, limits and formats after it as on `z.string`.
 */
export const textField = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasControlCharacter(value), CONTROL_CHARACTER_MESSAGE)
