/**
 * The control characters no text field accepts (issue 12), without zod so the pages' URL parsers can use the
 * rule too. U+0000 is why the rule exists: PostgreSQL cannot store it in text, so any query carrying one fails
 * (a 500 before this rule). The other C0 controls and DEL are refused with it: PostgreSQL would store them, but no
 * one types them, they are invisible on every screen that shows the text, and they corrupt what is built from
 * it (the contact CSV export, copied text). Tab, line feed and carriage return stay: they are the whitespace of
 * multi-line text (messages, markdown), and single-line fields trim or show them harmlessly. C1 controls
 * (U+0080-U+009F) stay too: PostgreSQL stores them, and they turn up in text mis-decoded from Windows-1252 that
 * staff paste, where refusing the whole field would help no one.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters (such as U+0000)'

/**
 * Also refused: a lone UTF-16 surrogate (half of a character, as JSON's `\udc00` can send). It is not text in
 * any encoding: PostgreSQL stores it as U+FFFD at best, and the embedded PGlite's wire encoding miscounted such a
 * string's length and failed the whole query (found by fuzzing).
 */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text) || !text.isWellFormed()
}

/**
 * For text a page reads from its URL (search words, filters): each control character becomes U+FFFD, the
 * replacement character, so the page asks for text that matches nothing real and shows its ordinary "no
 * results" state, instead of sending a query the API would refuse and failing the whole page.
 */
export function replaceControlCharacters(text: string): string {
  return text.replace(new RegExp(CONTROL_CHARACTER, 'g'), '\uFFFD').toWellFormed()
}
