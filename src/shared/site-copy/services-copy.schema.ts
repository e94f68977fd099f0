import { z } from 'zod'
import { SERVICE_SLUGS, type ServiceSlug } from '@/shared/marketing/public-pages'
import { copyField, shownField, type FieldMaker } from './copy-fields'
import { CTA_DESCRIPTION, ctaOf, linesOf, stepsOf } from './copy-shapes'
import { faqCopyOf, shownFaqSchema } from './faq-copy.schema'
import { textField } from '@/shared/text-field'
import { SLUG_PATTERN } from '@/shared/blog/slug'

/**
 * The services overview's copy staff edit (issue 36, ADR 0155): the hero, a card per service, the industry
 * results, the process, the call to action and the FAQ. The code keeps the layout, the icons, the links (each
 * card to its service page) and the figures' grid.
 */
export const SERVICE_POINTS_MAX = 6
export const INDUSTRY_COUNT = 4
export const STEPS_MAX = 8

/**
 * The case study an industry row links to, by its slug (/cs/{slug}); empty for none. The page links it only while
 * that study is published, so a study staff unpublish or delete leaves no broken link.
 */
const industryCaseStudy = textField({ error: 'Case study must be text' })
  .trim()
  .toLowerCase()
  .max(80, 'Case study must be at most 80 characters')
  .refine(
    (slug) => slug === '' || SLUG_PATTERN.test(slug),
    'Case study must be a case study’s slug, as in /cs/spotify',
  )
  .transform((slug) => slug || null)
  .nullable()
  // A row saved before rows named their study has none.
  .default(null)
  .meta({
    description:
      'The slug of the case study the row links to (/cs/{slug}), linked while it is published; null for none',
    examples: ['spotify'],
  })

const servicesCopyOf = (field: FieldMaker) => {
  const card = z
    .object({
      name: field('Name', 80),
      text: field('Text', 400),
      points: linesOf(field, 'Point', SERVICE_POINTS_MAX),
    })
    .meta({ description: 'A service’s card: its name, text and points; it links to the service’s page' })
  return z.object({
    hero: z
      .object({
        eyebrow: field('Eyebrow', 80),
        title: field('Title', 120),
        lead: field('Lead', 400),
        primaryAction: field('First button', 40),
        secondaryAction: field('Second button', 40),
      })
      .meta({ description: 'The hero at the top of the page: its lines and its two buttons’ labels' }),
    offer: z
      .object({
        eyebrow: field('Eyebrow', 80),
        title: field('Title', 120),
        cards: z
          .object(
            Object.fromEntries(SERVICE_SLUGS.map((slug) => [slug, card])) as Record<ServiceSlug, typeof card>,
          )
          .meta({ description: 'One card per service page, by the page’s slug' }),
      })
      .meta({ description: 'The services’ cards under their heading' }),
    industries: z
      .object({
        eyebrow: field('Eyebrow', 80),
        title: field('Title', 120),
        items: z
          .array(
            z
              .object({
                industry: field('Industry', 80),
                result: field('Result', 200),
                caseStudy: industryCaseStudy,
              })
              .meta({ description: 'An industry and the result its case study shows' }),
          )
          .length(INDUSTRY_COUNT, `The page shows ${INDUSTRY_COUNT} industry results`)
          .meta({
            description: `The ${INDUSTRY_COUNT} industry results, in order (each may link to a case study)`,
          }),
      })
      .meta({ description: 'The results across industries' }),
    process: z
      .object({
        eyebrow: field('Eyebrow', 80),
        title: field('Title', 120),
        steps: stepsOf(field, 'step', STEPS_MAX),
      })
      .meta({ description: 'How a campaign comes together, step by step' }),
    cta: ctaOf(field).meta({ description: CTA_DESCRIPTION }),
  })
}

/** What a save sends: each text trimmed, limited, and with slots the page can fill. */
export const servicesCopySchema = servicesCopyOf(copyField).extend({ faq: faqCopyOf(copyField) })
/** What visitors read (`site.pages.services.read`): the slots filled, the FAQ's answers as HTML. */
export const shownServicesCopySchema = servicesCopyOf(shownField).extend({ faq: shownFaqSchema })
export type ServicesCopy = z.output<typeof servicesCopySchema>
export type ShownServicesCopy = z.output<typeof shownServicesCopySchema>
