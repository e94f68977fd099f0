import { z } from 'zod'
import { SERVICE_SLUGS } from '@/shared/marketing/public-pages'
import { copyField, shownField, type FieldMaker } from './copy-fields'
import { ctaOf, titledCardOf } from './copy-shapes'
import { faqCopyOf, shownFaqSchema } from './faq-copy.schema'

/**
 * The home page's copy staff edit (issue 36, ADR 0155): the hero, the capability cards and the closing call to
 * action, and the FAQ. Structure stays in the code: the sections, the icons (one per benefit, by position), the
 * links and the contact section.
 */

export const HOME_BENEFIT_COUNT = 4

const homeCopyOf = (copyField: FieldMaker) => {
  const cardSchema = titledCardOf(copyField, 'A card: its title and text')
  return z.object({
    hero: z
      .object({
        eyebrow: copyField('Eyebrow', 80),
        title: copyField('Title', 120),
        lead: copyField('Lead', 400),
        primaryAction: copyField('First button', 40),
        secondaryAction: copyField('Second button', 40),
      })
      .meta({ description: 'The hero at the top of the page: its lines and its two buttons’ labels' }),
    capabilities: z
      .object({
        eyebrow: copyField('Eyebrow', 80),
        title: copyField('Title', 120),
        intro: copyField('Introduction', 400),
        benefits: z
          .array(cardSchema)
          .length(HOME_BENEFIT_COUNT, `The home page shows ${HOME_BENEFIT_COUNT} benefits`)
          .meta({
            description: `The ${HOME_BENEFIT_COUNT} benefit cards, in order (each has its icon by position)`,
          }),
        /** One card per service page, by slug: the cards link to the pages, which stay in the code. */
        services: z
          .object(
            Object.fromEntries(SERVICE_SLUGS.map((slug) => [slug, cardSchema])) as Record<
              (typeof SERVICE_SLUGS)[number],
              typeof cardSchema
            >,
          )
          .meta({ description: 'One card per service page, by the page’s slug; each links to its page' }),
      })
      .meta({
        description: 'What the agency does: the section’s heading, the benefit cards and the service cards',
      }),
    /**
     * The proof section's words: its heading, and the school partnership's and the strategy call's cards. The
     * client card is the partner study's own (ADR 0154); the featured school, its student count and the
     * wordmarks are data.
     */
    proof: z
      .object({
        eyebrow: copyField('Eyebrow', 80),
        title: copyField('Title', 120),
        intro: copyField('Introduction', 400),
        school: z
          .object({
            label: copyField('Label', 40),
            title: copyField('Title without a featured school', 120),
            text: copyField('Text', 600),
          })
          .meta({
            description:
              'The school partnership card: its label, its title when no school is featured (else the school’s name), and its text',
          }),
        call: z
          .object({
            label: copyField('Label', 40),
            title: copyField('Title', 120),
            text: copyField('Text', 600),
            action: copyField('Button', 40),
          })
          .meta({ description: 'The strategy call card: its label, title, text and button' }),
      })
      .meta({
        description:
          'The proof section under the hero: its heading and two of its three cards (the third is the partner’s case study)',
      }),
    cta: ctaOf(copyField)
      .extend({ tertiaryAction: copyField('Third button', 40) })
      .meta({ description: 'The closing call to action: its title, text and three buttons’ labels' }),
  })
}

/** What a save sends: each text trimmed, limited, and with slots the page can fill. */
export const homeCopySchema = homeCopyOf(copyField).extend({ faq: faqCopyOf(copyField) })
/** What visitors read (`site.pages.home.read`): the slots filled, the FAQ's answers as HTML. */
export const shownHomeCopySchema = homeCopyOf(shownField).extend({ faq: shownFaqSchema })
export type HomeCopy = z.output<typeof homeCopySchema>
export type ShownHomeCopy = z.output<typeof shownHomeCopySchema>
