import { z } from 'zod'
import { defaultAboutCopy } from './about-copy.defaults'
import { aboutCopySchema, shownAboutCopySchema } from './about-copy.schema'
import { defaultHomeCopy } from './home-copy.defaults'
import { homeCopySchema, shownHomeCopySchema } from './home-copy.schema'
import { legalCopySchema, shownLegalCopySchema } from './legal-copy.schema'
import { defaultTermsCopy } from './terms-copy.defaults'
import { defaultPrivacyCopy } from './privacy-copy.defaults'
import { privacyCopySchema, shownPrivacyCopySchema } from './privacy-copy.schema'
import { PAGE_PARTS, type PagePart } from './page-parts'
import { defaultServicePageCopy } from './service-page-copy.defaults'
import { servicePageCopySchema, shownServicePageCopySchema } from './service-page-copy.schema'
import { defaultServicesCopy } from './services-copy.defaults'
import { servicesCopySchema, shownServicesCopySchema } from './services-copy.schema'
import type { ServiceSlug } from '@/shared/marketing/public-pages'

/** A service page's part: the same schema for the four, each its own demo copy. */
const servicePart = (slug: ServiceSlug) => ({
  schema: servicePageCopySchema,
  shown: shownServicePageCopySchema,
  defaults: defaultServicePageCopy[slug],
})

/**
 * Every part of the site's copy staff edit (issue 36, ADR 0155): one schema and one demo default per part. The
 * server checks a save with the part's schema and fills a part never saved with its default; the staff screen
 * edits with the same schema. Not for the public pages' first load (zod): they read the saved copy as data.
 */
export const PAGE_COPY = {
  home: { schema: homeCopySchema, shown: shownHomeCopySchema, defaults: defaultHomeCopy },
  about: { schema: aboutCopySchema, shown: shownAboutCopySchema, defaults: defaultAboutCopy },
  /** Shown as sanitized HTML rendered from the markdown. */
  terms: { schema: legalCopySchema, shown: shownLegalCopySchema, defaults: defaultTermsCopy },
  /** Its prose as sanitized HTML around the facts the page writes from the configuration (ADR 0156). */
  privacy: { schema: privacyCopySchema, shown: shownPrivacyCopySchema, defaults: defaultPrivacyCopy },
  /** The services overview and its FAQ; the home part carries the home page's FAQ. */
  services: { schema: servicesCopySchema, shown: shownServicesCopySchema, defaults: defaultServicesCopy },
  'campus-marketing': servicePart('campus-marketing'),
  'street-teams': servicePart('street-teams'),
  'brand-activations': servicePart('brand-activations'),
  'influencer-marketing': servicePart('influencer-marketing'),
} as const satisfies Record<PagePart, { schema: z.ZodType; shown: z.ZodType; defaults: unknown }>

export type PageCopyOf<P extends PagePart> = z.output<(typeof PAGE_COPY)[P]['schema']>
/** What visitors read of a part. */
export type ShownCopyOf<P extends PagePart> = z.output<(typeof PAGE_COPY)[P]['shown']>

export const pagePartSchema = z
  .enum(PAGE_PARTS, { error: `Unknown page part: staff edit ${PAGE_PARTS.join(', ')}` })
  .meta({ description: 'The part of the site the copy is for', examples: ['home'] })

export const expectedVersionSchema = z
  .number({ error: 'Expected version must be a number' })
  .int('Expected version must be a whole number')
  .min(0, 'Expected version must be 0 or more')
  .meta({
    description:
      'The `version` the edit was made from (0 for a part never saved); a save from an older one is refused with 409',
    examples: [0],
  })

/** A save: the part's whole copy (its demo copy is the example), from the version it was read at. */
export const pageCopySaveSchema = <S extends z.ZodType>(copy: S, example: z.input<S>) =>
  z.object({
    copy: copy.meta({
      description: 'The part’s whole copy: what the save does not send is not kept',
      examples: [example],
    }),
    expectedVersion: expectedVersionSchema,
  })

/** A part as staff edit it: its copy (the demo default until a save), version and who saved it last. */
export const staffPageCopySchema = <S extends z.ZodType>(copy: S) =>
  z.object({
    part: pagePartSchema,
    copy,
    /** 0 until the first save. */
    version: z.number().int(),
    /** False: the part shows its demo copy. */
    edited: z.boolean(),
    updatedAt: z.date().nullable(),
    updatedBy: z
      .string()
      .nullable()
      .meta({ description: 'Who saved it last (display name); null if removed or never saved' }),
  })

export interface StaffPageCopy<P extends PagePart> {
  part: P
  copy: PageCopyOf<P>
  version: number
  edited: boolean
  updatedAt: Date | null
  updatedBy: string | null
}
