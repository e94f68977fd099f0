import { z } from 'zod'
import { textField } from '@/shared/text-field'
import { EDITABLE_FIGURE_KEYS } from '@/shared/marketing/agency-figures'
import { NAMED_SLOTS } from './copy-slots'

/**
 * The text fields of every page-copy schema (ADR 0155): trimmed, required unless said otherwise, limited, and
 * refusing a slot the pages cannot fill (`{figure.nope}` would be shown as written).
 */
const KNOWN_SLOTS = new Set<string>([...NAMED_SLOTS, ...EDITABLE_FIGURE_KEYS.map((key) => `{figure.${key}}`)])

export const unknownSlotOf = (text: string, blocks: readonly string[] = []) =>
  text.match(/\{[a-zA-Z.]+\}/g)?.find((slot) => !KNOWN_SLOTS.has(slot) && !blocks.includes(slot))

const withKnownSlots = <T extends ReturnType<typeof textField>>(field: T, blocks: readonly string[]) =>
  field.refine((text) => !unknownSlotOf(text, blocks), {
    error: (issue) =>
      `${unknownSlotOf(String(issue.input), blocks)} is not a value the page can put in: write {brand}, {partner}, {network.colleges}, {network.students} or {figure.<name>}`,
  })

/**
 * A piece of copy: a title, a button's label, a paragraph (`max` tells which). `blocks` are the placeholders
 * the page itself replaces in this field beside the slots (the privacy policy's `{privacy.facts}`).
 */
export const copyField = (name: string, max: number, blocks: readonly string[] = []) =>
  withKnownSlots(
    textField({ error: `${name} is required` })
      .trim()
      .min(1, `${name} is required`)
      .max(max, `${name} must be at most ${max} characters`),
    blocks,
  ).meta({
    description: `${name}: required, at most ${max} characters; may write {brand}, {partner}, {network.colleges}, {network.students} or {figure.<name>}, which the page fills`,
  })

/** Makes a part's text fields: `copyField` for what staff save, `shownField` for what visitors read. */
export type FieldMaker = (name: string, max: number) => z.ZodType<string, string>

/**
 * A text as visitors read it: its slots filled, so it may be longer than its limit as written (the limits are the
 * save's, `copyField`).
 */
export const shownField: FieldMaker = (name) => z.string().meta({ description: `${name}, its slots filled` })
