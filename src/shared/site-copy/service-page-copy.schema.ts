import { z } from 'zod'
import { copyField, shownField, type FieldMaker } from './copy-fields'
import { CTA_DESCRIPTION, ctaOf, linesOf, stepsOf } from './copy-shapes'
import { STEPS_MAX } from './services-copy.schema'

/**
 * One service page's copy staff edit (issue 36, ADR 0155), the same shape for each of the four: the hero, what
 * is included, how it works, who it fits and the call to action. The code keeps the page's name, head and
 * structured data (service-meta.ts), its figures' grid, the budget line and the case study it shows.
 */
export const INCLUDED_MAX = 12
export const FIT_MAX = 8

const servicePageCopyOf = (field: FieldMaker) =>
  z.object({
    hero: z
      .object({
        title: field('Title', 120),
        lead: field('Lead', 600),
        primaryAction: field('First button', 40),
        secondaryAction: field('Second button', 40),
      })
      .meta({ description: 'The hero at the top of the page: its lines and its two buttons’ labels' }),
    included: z
      .object({
        eyebrow: field('Eyebrow', 80),
        title: field('Title', 120),
        items: stepsOf(field, 'inclusion', INCLUDED_MAX),
      })
      .meta({ description: 'What the service includes' }),
    process: z
      .object({
        eyebrow: field('Eyebrow', 80),
        title: field('Title', 120),
        steps: stepsOf(field, 'step', STEPS_MAX),
      })
      .meta({ description: 'How it works, step by step' }),
    fit: z
      .object({ title: field('Title', 80), items: linesOf(field, 'Fit', FIT_MAX) })
      .meta({ description: 'Who the service is a good fit for' }),
    cta: ctaOf(field).meta({ description: CTA_DESCRIPTION }),
  })

export const servicePageCopySchema = servicePageCopyOf(copyField)
export const shownServicePageCopySchema = servicePageCopyOf(shownField)
export type ServicePageCopy = z.output<typeof servicePageCopySchema>
