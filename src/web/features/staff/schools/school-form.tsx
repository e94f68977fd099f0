import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { SchoolDetail, SchoolInput } from '@/shared/schools/school.schema'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { useLeaveGuard } from '@/web/features/staff/kit/leave-guard'
import { FormActions, FormError, SwitchField } from '@/web/features/staff/kit/form-shell'
import { blankAsNull, schoolDefaults, schoolResolver, type SchoolValues } from './school-form-values'
import { useSaveSchool } from './use-save-school'

/** The school form for /staff/schools/new (no school) and /staff/schools/edit/{id}: the staff-editable fields. */
export function SchoolForm({ school }: { school?: SchoolDetail }) {
  const ids = useId()
  const id = (field: string) => `${ids}-${field}`
  const form = useForm<SchoolInput, unknown, SchoolValues>({
    resolver: schoolResolver,
    defaultValues: schoolDefaults(school),
  })
  const { errors, isDirty, isSubmitting } = form.formState
  const leaveGuard = useLeaveGuard(isDirty, 'this school')
  const { save, saving: sending } = useSaveSchool({ school, form, beforeLeaving: leaveGuard.release })
  const saving = isSubmitting || sending

  return (
    <form
      aria-label={school ? 'Edit school' : 'New school'}
      onSubmit={form.handleSubmit(save)}
      noValidate
      className="flex flex-col gap-6"
    >
      {leaveGuard.dialog}
      <FormError message={errors.root?.message} />

      <LabelledField id={id('name')} label="Name" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </LabelledField>

      <div className="grid gap-6 sm:grid-cols-[1fr_10rem]">
        <LabelledField id={id('city')} label="City" optional error={errors.city?.message}>
          <Input autoComplete="off" {...form.register('city')} />
        </LabelledField>
        <LabelledField
          id={id('state')}
          label="State"
          optional
          hint="Two letters, e.g. TX"
          error={errors.state?.message}
        >
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={2}
            className="uppercase"
            {...form.register('state')}
          />
        </LabelledField>
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <LabelledField
          id={id('type')}
          label="Type"
          optional
          hint="e.g. Public Research University, Community College"
          error={errors.type?.message}
        >
          <Input autoComplete="off" {...form.register('type')} />
        </LabelledField>
        <LabelledField
          id={id('studentPopulation')}
          label="Student population"
          optional
          error={errors.studentPopulation?.message}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            {...form.register('studentPopulation', { setValueAs: blankAsNull })}
          />
        </LabelledField>
      </div>

      <LabelledField id={id('websiteUrl')} label="Website URL" optional error={errors.websiteUrl?.message}>
        <Input type="url" placeholder="https://www.example.edu" {...form.register('websiteUrl')} />
      </LabelledField>
      <LabelledField
        id={id('imageUrl')}
        label="Image URL"
        optional
        hint="A campus photo: https://… or a path on this site such as /images/…"
        error={errors.imageUrl?.message}
      >
        <Input inputMode="url" {...form.register('imageUrl')} />
      </LabelledField>
      <LabelledField id={id('logoUrl')} label="Logo URL" optional error={errors.logoUrl?.message}>
        <Input inputMode="url" {...form.register('logoUrl')} />
      </LabelledField>

      <SwitchField
        control={form.control}
        name="isActive"
        id={id('isActive')}
        label="Active"
        hint="Active schools are shown as partner campuses in campus matching."
        unset={true}
      />

      <FormActions cancelTo="/staff/schools" saving={saving}>
        {school ? 'Update school' : 'Create school'}
      </FormActions>
    </form>
  )
}
