import { useWatch, type UseFormReturn } from 'react-hook-form'
import type { ArticleInput, ArticleValues } from '@/shared/blog/article.schema'
import { Input } from '@/web/components/ui/input'
import { Textarea } from '@/web/components/ui/textarea'
import { describedBy, Field } from './article-form-fields'
import { FeaturedImageField } from './featured-image-field'

type ArticleForm = UseFormReturn<ArticleInput, unknown, ArticleValues>
type DisplayField = 'imageAlt' | 'imageCaption' | 'metaTitle' | 'metaDescription'

/** One labelled text entry for a display field: a line, or a box of `rows` lines, wired to its hint and error. */
function TextEntry({
  form,
  id,
  name,
  label,
  hint,
  rows,
  placeholder,
}: {
  form: ArticleForm
  id: string
  name: DisplayField
  label: string
  hint: string
  rows?: number
  placeholder?: string
}) {
  const error = form.formState.errors[name]
  const props = {
    id,
    placeholder,
    'aria-invalid': !!error || undefined,
    'aria-describedby': describedBy(id, true, error),
    ...form.register(name),
  }
  return (
    <Field id={id} label={label} hint={hint} error={error?.message}>
      {rows ? <Textarea rows={rows} {...props} /> : <Input {...props} />}
    </Field>
  )
}

/** About as many characters as a search result shows of a title and of a description before it cuts them. */
export const SHOWN_IN_RESULTS = { metaTitle: 60, metaDescription: 155 } as const

/** "42 characters; search results show about 60": a guide, not a rule (the schema's limits are the rules). */
export function lengthGuide(length: number, shown: number): string {
  const count = `${length} character${length === 1 ? '' : 's'}`
  return length > shown
    ? `${count}: search results cut it after about ${shown}.`
    : `${count}; search results show about ${shown}.`
}

/**
 * The featured image's alt text and caption (ADR 0147), asked for once there is an image. No alt text leaves the
 * image decorative (empty alt), which suits artwork that only repeats the title.
 */
export function FeaturedImageTextFields({ form, id }: { form: ArticleForm; id: (field: string) => string }) {
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' })
  if (!imageUrl) return null
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:gap-10 [&>*]:flex-1">
      <TextEntry
        form={form}
        id={id('imageAlt')}
        name="imageAlt"
        label="Image alt text"
        hint="What the image shows, for people who cannot see it. Empty: decorative."
        rows={2}
      />
      <TextEntry
        form={form}
        id={id('imageCaption')}
        name="imageCaption"
        label="Image caption"
        hint="Shown under the image on the article page."
      />
    </div>
  )
}

/**
 * What search results and share cards show, when it should differ from the article's own title, summary and
 * featured image (ADR 0147). Each empty field falls back to those, which the placeholders show.
 */
export function SearchAndSocialFields({ form, id }: { form: ArticleForm; id: (field: string) => string }) {
  const [title, excerpt, metaTitle, metaDescription, socialImageUrl] = useWatch({
    control: form.control,
    name: ['title', 'excerpt', 'metaTitle', 'metaDescription', 'socialImageUrl'],
  })
  return (
    <fieldset className="flex flex-col gap-6 rounded-md border p-4">
      <legend className="px-1 text-sm font-semibold">Search and social</legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        Leave a field empty to use the article’s title, excerpt and featured image.
      </p>
      <TextEntry
        form={form}
        id={id('metaTitle')}
        name="metaTitle"
        label="Meta title"
        hint={lengthGuide((metaTitle || title || '').trim().length, SHOWN_IN_RESULTS.metaTitle)}
        placeholder={title || undefined}
      />
      <TextEntry
        form={form}
        id={id('metaDescription')}
        name="metaDescription"
        label="Meta description"
        hint={lengthGuide((metaDescription || excerpt || '').trim().length, SHOWN_IN_RESULTS.metaDescription)}
        rows={3}
        placeholder={excerpt || undefined}
      />
      <FeaturedImageField
        id={id('socialImageUrl')}
        label="Social image URL"
        hint="The picture share cards show; 1200×630 fits them best. Empty: the featured image."
        testId="social-image-file"
        uploadLabel="Upload social image"
        value={socialImageUrl}
        error={form.formState.errors.socialImageUrl?.message}
        field={form.register('socialImageUrl')}
        onUploaded={(url) =>
          form.setValue('socialImageUrl', url, { shouldDirty: true, shouldValidate: true })
        }
      />
    </fieldset>
  )
}
