import { z } from 'zod'
import { optionalText } from '@/shared/fields'
import { textField } from '@/shared/text-field'

/** Categories and tags as staff create and rename them (decision D9); limits from the stored schema. */
const name = (max: number) =>
  textField({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(max, `Name must be at most ${max} characters`)
    .refine((value) => /[\p{L}\p{N}]/u.test(value), 'Name must contain a letter or a number')

export const categoryInputSchema = z.object({
  name: name(100).meta({
    description: 'The category’s name, unique in any case (1-100 characters); its slug follows it',
    examples: ['Campus Events'],
  }),
  description: optionalText(1000, 'Description').meta({
    description: 'One or two sentences shown on the category’s page; empty text or null removes it',
    examples: ['Planning and running events on campus.'],
  }),
})
export type CategoryInput = z.input<typeof categoryInputSchema>
export type CategoryValues = z.output<typeof categoryInputSchema>

/** A change to a category (merge semantics): a field left out stays, a `null` description clears it. */
export const categoryPatchSchema = categoryInputSchema.partial()
export type CategoryChanges = z.output<typeof categoryPatchSchema>

export const tagInputSchema = z.object({
  name: name(50).meta({
    description: 'The tag’s name, unique in any case (1-50 characters); its slug follows it',
    examples: ['sampling'],
  }),
})
export type TagInput = z.input<typeof tagInputSchema>
export type TagValues = z.output<typeof tagInputSchema>

/** A change to a tag: its name, or nothing (merge semantics, like every other change). */
export const tagPatchSchema = tagInputSchema.partial()
export type TagChanges = z.output<typeof tagPatchSchema>

export const blogCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
})
export type BlogCategoryDto = z.infer<typeof blogCategorySchema>

export const blogTagSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() })
export type BlogTagDto = z.infer<typeof blogTagSchema>

/** A tag in the public tag list: how many published articles carry it (issue 18). */
export const blogTagListItemSchema = blogTagSchema.extend({ articleCount: z.number().int() })
export type BlogTagListItem = z.infer<typeof blogTagListItemSchema>

/**
 * How many articles each category and tag is on, drafts and scheduled ones included: what deleting it changes,
 * which the staff screen says before it asks. Only categories and tags on at least one article are listed.
 */
const usageSchema = z.object({ id: z.number().int(), articleCount: z.number().int() })
export const taxonomyUsageSchema = z.object({ categories: z.array(usageSchema), tags: z.array(usageSchema) })
export type TaxonomyUsage = z.infer<typeof taxonomyUsageSchema>
