import type { ReactNode } from 'react'
import { FeaturedImageField } from '@/web/features/staff/blog/featured-image-field'
import { ConfirmedAsOursField } from '@/web/features/staff/kit/confirmed-as-ours'
import { CopyField, type CopyFormApi } from './copy-fields'

/** One team member (ADR 0155): name, role, photo (uploaded or an address), short bio, and confirmation. */
export function TeamMemberFields({
  form,
  index,
  children,
}: {
  form: CopyFormApi
  index: number
  /** The list's controls: move and remove. */
  children: ReactNode
}) {
  const path = `team.members.${index}`
  const photoError = (
    form.formState.errors.team as { members?: { photo?: { message?: string } }[] } | undefined
  )?.members?.[index]?.photo?.message
  const id = `copy-team-${index}`
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border p-3">
      <legend className="px-1 text-sm font-semibold">Team member {index + 1}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <CopyField form={form} path={`${path}.name`} label="Name" max={80} />
        <CopyField form={form} path={`${path}.role`} label="Role" max={80} />
      </div>
      <FeaturedImageField
        id={`${id}-photo`}
        label="Photo"
        hint="Upload a JPEG, PNG, WebP or AVIF photo, or paste its address. Empty: the page shows the initials."
        uploadLabel="Upload photo"
        testId={`${id}-photo-file`}
        value={form.watch(`${path}.photo`) as string | null | undefined}
        error={photoError}
        field={form.register(`${path}.photo`)}
        onUploaded={(url) => form.setValue(`${path}.photo`, url, { shouldDirty: true })}
      />
      <CopyField form={form} path={`${path}.bio`} label="Short bio" max={400} rows={3} />
      <ConfirmedAsOursField
        id={id}
        field={form.register(`${path}.confirmed`)}
        hint="Only for a real member of the agency. Unchecked, the page marks this person as an example."
      />
      {children}
    </fieldset>
  )
}
