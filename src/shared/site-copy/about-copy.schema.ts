import { z } from 'zod'
import { textField } from '@/shared/text-field'
import { copyField, shownField, type FieldMaker } from './copy-fields'
import { CTA_DESCRIPTION, ctaOf, titledCardOf } from './copy-shapes'

/**
 * The about page's copy staff edit (issue 36, ADR 0155): the hero, the story, the principles, the team and the
 * closing call to action. The partner's paragraph (its links), the figures' grid and the layout stay in the code.
 */
export const TEAM_MAX = 24
export const PRINCIPLES_MAX = 8

/** A team member's photo: an uploaded image or another path on this site, or an https address; empty is none. */
const photoAddress = textField({ error: 'Photo must be text' })
  .trim()
  .max(2048, 'Photo must be at most 2,048 characters')
  .refine(
    (value) => value === '' || /^https:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value),
    'Photo must be a path on this site (/images/uploads/...) or an https:// address',
  )
  .transform((value) => value || null)
  .nullable()

const teamMemberOf = (copyField: FieldMaker) =>
  z
    .object({
      name: copyField('Name', 80),
      role: copyField('Role', 80),
      photo: photoAddress.meta({
        description:
          'The photo: an uploaded image (`POST /api/media/images`) or an https address; null for none',
        examples: ['/images/uploads/4f1c2e0a4f1c2e0a4f1c2e0a4f1c2e0a-960x960.webp'],
      }),
      bio: copyField('Short bio', 400),
      confirmed: z.boolean({ error: 'Confirmed must be true or false' }).meta({
        description:
          'False: demo content the page marks as an example, until staff confirm the person as theirs',
      }),
    })
    .meta({ description: 'A team member: name, role, photo and short bio' })

const aboutCopyOf = (copyField: FieldMaker) => {
  const cardSchema = titledCardOf(copyField, 'A principle: its title and text')
  return z.object({
    hero: z
      .object({
        eyebrow: copyField('Eyebrow', 80),
        title: copyField('Title', 120),
        lead: copyField('Lead', 600),
      })
      .meta({ description: 'The hero at the top of the page' }),
    story: z
      .object({
        eyebrow: copyField('Eyebrow', 80),
        title: copyField('Title', 120),
        /** Paragraphs apart by a blank line. */
        text: copyField('Story', 4000),
      })
      .meta({ description: 'The agency’s story: paragraphs apart by a blank line' }),
    principles: z
      .object({
        eyebrow: copyField('Eyebrow', 80),
        title: copyField('Title', 120),
        items: z
          .array(cardSchema)
          .min(1, 'List at least one principle')
          .max(PRINCIPLES_MAX, `List at most ${PRINCIPLES_MAX} principles`)
          .meta({ description: `The principles, in order (1 to ${PRINCIPLES_MAX})` }),
      })
      .meta({ description: 'What the agency stands for' }),
    /** In the order the page shows them; none hides the section. */
    team: z
      .object({
        eyebrow: copyField('Eyebrow', 80),
        title: copyField('Title', 120),
        members: z
          .array(teamMemberOf(copyField))
          .max(TEAM_MAX, `The page shows at most ${TEAM_MAX} team members`)
          .meta({
            description: `The team, in the order the page shows them (at most ${TEAM_MAX}; none hides the section)`,
          }),
      })
      .meta({ description: 'The team section' }),
    cta: ctaOf(copyField).meta({ description: CTA_DESCRIPTION }),
  })
}

/** What a save sends: each text trimmed, limited, and with slots the page can fill. */
export const aboutCopySchema = aboutCopyOf(copyField)
/** What visitors read (`site.pages.about.read`): the slots filled. */
export const shownAboutCopySchema = aboutCopyOf(shownField)
export type AboutCopy = z.output<typeof aboutCopySchema>
export type TeamMember = AboutCopy['team']['members'][number]
