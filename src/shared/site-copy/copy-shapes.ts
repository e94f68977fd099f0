import { z } from 'zod'
import type { FieldMaker } from './copy-fields'

/**
 * The shapes several pages' copy share (ADR 0155), each made with a `FieldMaker`: `copyField` for what staff
 * save, `shownField` for what visitors read.
 */

/** A card of a title and a text (a benefit, a principle, a step, an inclusion). */
export const titledCardOf = (field: FieldMaker, description: string) =>
  z.object({ title: field('Title', 80), text: field('Text', 400) }).meta({ description })

/** A list of `{ title, text }` items (the process's steps, a page's inclusions). */
export const stepsOf = (field: FieldMaker, what: string, max: number) =>
  z
    .array(titledCardOf(field, `A ${what}: its title and text`))
    .min(1, `List at least one ${what}`)
    .max(max, `List at most ${max} ${what}s`)
    .meta({ description: `The ${what}s, in order (1 to ${max})` })

/** A list of short lines (a card's points, who a service fits). */
export const linesOf = (field: FieldMaker, what: string, max: number) =>
  z
    .array(field(what, 160))
    .min(1, `List at least one ${what.toLowerCase()}`)
    .max(max, `List at most ${max} ${what.toLowerCase()}s`)
    .meta({ description: `The ${what.toLowerCase()}s, in order (1 to ${max})` })

/** A page's closing call to action: its title, its text and its two buttons' labels. */
export const ctaOf = (field: FieldMaker) =>
  z.object({
    title: field('Title', 120),
    text: field('Text', 600),
    primaryAction: field('First button', 40),
    secondaryAction: field('Second button', 40),
  })

export const CTA_DESCRIPTION = 'The closing call to action: its title, text and two buttons’ labels'
