import { useId, useState } from 'react'
import { useController, useForm } from 'react-hook-form'
import type { Program, ProgramInput } from '@/shared/programs/program.schema'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { Textarea } from '@/web/components/ui/textarea'
import { useLeaveGuard } from '@/web/features/staff/kit/leave-guard'
import { FormActions, FormError, SwitchField } from '@/web/features/staff/kit/form-shell'
import { programDefaults, programResolver, type ProgramValues } from './program-form-values'
import { SchoolCombobox, type SchoolOption } from './school-combobox'
import { StatusSelect } from './status-select'
import { useSaveProgram } from './use-save-program'

/** The program form for /staff/programs/new (no program) and /staff/programs/edit/{id}. */
export function ProgramForm({ program }: { program?: Program }) {
  const ids = useId()
  const id = (field: string) => `${ids}-${field}`
  const form = useForm<ProgramInput, unknown, ProgramValues>({
    resolver: programResolver,
    defaultValues: programDefaults(program),
  })
  const { errors, isDirty, isSubmitting } = form.formState
  const leaveGuard = useLeaveGuard(isDirty, 'this program')
  const { save, saving: sending } = useSaveProgram({ program, form, beforeLeaving: leaveGuard.release })
  const saving = isSubmitting || sending
  // The picked school's name and place, for the picker to show; the form itself holds only its id.
  const [school, setSchool] = useState<SchoolOption | null>(program?.school ?? null)
  // Controlled fields through hooks, so each control is LabelledField's direct child and gets its id and aria.
  const schoolField = useController({ control: form.control, name: 'schoolId' }).field
  const statusField = useController({ control: form.control, name: 'status' }).field

  return (
    <form
      aria-label={program ? 'Edit program' : 'New program'}
      onSubmit={form.handleSubmit(save)}
      noValidate
      className="flex flex-col gap-6"
    >
      {leaveGuard.dialog}
      <FormError message={errors.root?.message} />

      <LabelledField
        id={id('school')}
        label="School"
        hint={`Type at least two letters of the school's name, city or state, then choose it from the list.`}
        error={errors.schoolId?.message}
      >
        <SchoolCombobox
          inputRef={schoolField.ref}
          selected={school}
          onBlur={schoolField.onBlur}
          onSelect={(picked) => {
            setSchool(picked)
            schoolField.onChange(picked?.id ?? null)
          }}
        />
      </LabelledField>

      <LabelledField id={id('name')} label="Name" error={errors.name?.message}>
        <Input {...form.register('name')} />
      </LabelledField>

      <LabelledField id={id('description')} label="Description" optional error={errors.description?.message}>
        <Textarea rows={5} {...form.register('description')} />
      </LabelledField>

      <LabelledField id={id('status')} label="Status" error={errors.status?.message}>
        <StatusSelect value={statusField.value} onChange={statusField.onChange} />
      </LabelledField>

      <div className="grid gap-6 sm:grid-cols-2">
        <LabelledField id={id('startDate')} label="Start date" optional error={errors.startDate?.message}>
          <Input type="date" className="w-full sm:w-56" {...form.register('startDate')} />
        </LabelledField>
        <LabelledField id={id('endDate')} label="End date" optional error={errors.endDate?.message}>
          <Input type="date" className="w-full sm:w-56" {...form.register('endDate')} />
        </LabelledField>
      </div>

      <LabelledField
        id={id('budget')}
        label="Budget (USD)"
        optional
        hint="Whole dollars, without cents."
        error={errors.budget?.message}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className="w-full sm:w-56"
          {...form.register('budget')}
        />
      </LabelledField>

      <SwitchField
        control={form.control}
        name="showBudgetPublicly"
        id={id('showBudgetPublicly')}
        label="Show investment publicly"
        hint="Off: visitors see “Budget on request” and only staff see the budget."
        unset={false}
      />

      <FormActions cancelTo="/staff/programs" saving={saving}>
        {program ? 'Update program' : 'Create program'}
      </FormActions>
    </form>
  )
}
