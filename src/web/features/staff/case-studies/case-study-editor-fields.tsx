import type { UseFormReturn } from 'react-hook-form'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { Textarea } from '@/web/components/ui/textarea'
import { FeaturedImageField } from '@/web/features/staff/blog/featured-image-field'
import type { CaseStudyFormValues } from './case-study-form-values'

type Form = UseFormReturn<CaseStudyFormValues>

/** One text field of the form: its label, hint and error, wired for assistive technology. */
function TextField({
  form,
  id,
  name,
  label,
  hint,
  rows,
  optional,
}: {
  form: Form
  id: string
  name: Exclude<keyof CaseStudyFormValues, 'headline' | 'published' | 'confirmed'>
  label: string
  hint?: string
  /** A textarea of that many rows; none: one line. */
  rows?: number
  optional?: boolean
}) {
  const error = form.formState.errors[name]?.message
  return (
    <LabelledField id={`${id}-${name}`} label={label} hint={hint} error={error} optional={optional}>
      {rows ? (
        <Textarea rows={rows} {...form.register(name)} />
      ) : (
        <Input autoComplete="off" {...form.register(name)} />
      )}
    </LabelledField>
  )
}

/** Who, what and where: the fields the list, the cards and the page's head show. */
export function SummaryFields({ form, id }: { form: Form; id: string }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">The study</legend>
      <TextField
        form={form}
        id={id}
        name="title"
        label="Title"
        hint="The page’s heading, 5–200 characters."
      />
      <TextField
        form={form}
        id={id}
        name="slug"
        label="Slug"
        hint="The address, /cs/{slug}: lower-case letters, numbers and single hyphens."
      />
      <TextField
        form={form}
        id={id}
        name="client"
        label="Client"
        hint="{partner} stands for the partner’s name."
      />
      <TextField form={form} id={id} name="industry" label="Industry" />
      <TextField
        form={form}
        id={id}
        name="summary"
        label="Summary"
        rows={2}
        hint="The card text and the search description, up to 400 characters."
      />
      <TextField form={form} id={id} name="keywords" label="Keywords" optional hint="Separated by commas." />
      <TextField
        form={form}
        id={id}
        name="metricValue"
        label="Card figure"
        hint="As the card states it: 62,000."
      />
      <TextField form={form} id={id} name="metricLabel" label="Card figure label" hint="What it measures." />
      <TextField
        form={form}
        id={id}
        name="sortOrder"
        label="Order"
        hint="Lists show the lowest number first."
      />
    </fieldset>
  )
}

/** The page's picture (uploaded through the media pipeline) and the client's wordmark. */
export function ImageFields({ form, id }: { form: Form; id: string }) {
  const { errors } = form.formState
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">Images</legend>
      <FeaturedImageField
        id={`${id}-imageUrl`}
        label="Image URL"
        hint="Upload a JPEG, PNG, WebP or AVIF image, or give a path on this site."
        testId="case-study-image-file"
        value={form.watch('imageUrl')}
        error={errors.imageUrl?.message}
        field={form.register('imageUrl')}
        onUploaded={(url) => form.setValue('imageUrl', url, { shouldDirty: true })}
      />
      <TextField
        form={form}
        id={id}
        name="imageAlt"
        label="Image alt text"
        optional
        hint="The picture described for people who cannot see it; empty: decorative."
      />
      <TextField
        form={form}
        id={id}
        name="logoUrl"
        label="Wordmark URL"
        optional
        hint="The client’s logo (/images/logos/…); empty: the client’s name as text."
      />
    </fieldset>
  )
}

/** The four headline figures: the row under the title. */
export function HeadlineFields({ form, id }: { form: Form; id: string }) {
  const { errors } = form.formState
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">Headline figures (four)</legend>
      {[0, 1, 2, 3].map((index) => (
        <div key={index} className="grid grid-cols-[8rem_1fr] gap-2">
          <LabelledField
            id={`${id}-headline-${index}-value`}
            label={`Figure ${index + 1}`}
            error={errors.headline?.[index]?.value?.message}
          >
            <Input autoComplete="off" {...form.register(`headline.${index}.value`)} />
          </LabelledField>
          <LabelledField
            id={`${id}-headline-${index}-label`}
            label={`Figure ${index + 1} label`}
            error={errors.headline?.[index]?.label?.message}
          >
            <Input autoComplete="off" {...form.register(`headline.${index}.label`)} />
          </LabelledField>
        </div>
      ))}
    </fieldset>
  )
}

const BLOCKS_HINT = 'A blank line between them; the first line of each is its title.'

/** The page's sections, in the order the page shows them. */
export function StoryFields({ form, id }: { form: Form; id: string }) {
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">The story</legend>
      <TextField
        form={form}
        id={id}
        name="lead"
        label="Lead"
        rows={2}
        hint="One or two sentences under the title."
      />
      <TextField
        form={form}
        id={id}
        name="challenge"
        label="The challenge"
        rows={5}
        hint="Paragraphs, a blank line between them."
      />
      <TextField form={form} id={id} name="approachIntro" label="Approach introduction" rows={3} />
      <TextField form={form} id={id} name="steps" label="Approach steps" rows={8} hint={BLOCKS_HINT} />
      <TextField
        form={form}
        id={id}
        name="delivered"
        label="What it delivered"
        rows={4}
        hint="One result per line; results the headline figures do not already state."
      />
      <TextField form={form} id={id} name="learned" label="What we learned" rows={6} hint={BLOCKS_HINT} />
    </fieldset>
  )
}

/** The client's words, always attributed. */
export function QuoteFields({ form, id }: { form: Form; id: string }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-lg font-semibold">The client’s words</legend>
      <TextField form={form} id={id} name="quoteText" label="Quote" rows={3} />
      <TextField form={form} id={id} name="quoteRole" label="Their role" />
      <TextField form={form} id={id} name="quoteOrganization" label="Their organization" />
      <TextField
        form={form}
        id={id}
        name="quoteName"
        label="Illustrative name"
        optional
        hint="Only a fictional name, shown as illustrative. Empty: the role alone."
      />
    </fieldset>
  )
}
