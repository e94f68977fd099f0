import { useForm, type Resolver } from 'react-hook-form'
import { BUDGET_RANGES } from '@/shared/matching/matching-fields'
import type { BrandProfileData, BrandProfileInput } from '@/shared/matching/matching.schema'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { Label } from '@/web/components/ui/label'
import { NativeSelect } from '@/web/components/ui/native-select'
import { Textarea } from '@/web/components/ui/textarea'
import { ADDITIONAL_INFO, PROFILE_FIELDS } from './field-copy'

const EMPTY: BrandProfileInput = {
  name: '',
  industry: '',
  targetAudience: '',
  values: '',
  marketingGoals: '',
  budgetRange: '' as BrandProfileInput['budgetRange'],
  additionalInfo: '',
}

const loadResolver = () => import('./brand-profile-resolver').then((module) => module.brandProfileResolver)

/** The shared schema's check (brand-profile-resolver.ts), fetched with zod when the form is first used. */
const lazyResolver: Resolver<BrandProfileInput, unknown, BrandProfileData> = async (
  values,
  context,
  options,
) => (await loadResolver())(values, context, options)

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  )
}

/**
 * The 'Brand Profile' form (spec "Campus matching", section 5): checked before sending with the shared schema,
 * so the messages are the spec's; 'Processing...' and disabled while the submit runs.
 */
export function BrandProfileForm({
  onSubmit,
  failure,
  initial,
  submitLabel,
}: {
  onSubmit: (profile: BrandProfileData) => Promise<void>
  /** Why the last submit failed, shown above the button. */
  failure?: string | null
  /** A brief to start from ("Adjust this brief"); empty fields otherwise. */
  initial?: BrandProfileInput
  submitLabel?: string
}) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BrandProfileInput, unknown, BrandProfileData>({
    resolver: lazyResolver,
    defaultValues: initial ?? EMPTY,
  })
  const describedBy = (name: string, hint?: string) =>
    [errors[name as keyof BrandProfileInput] ? `${name}-error` : '', hint ?? ''].filter(Boolean).join(' ') ||
    undefined

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      // Fetches the validation before it is needed: by the submit, it is there.
      onFocus={() => void loadResolver()}
      onPointerEnter={() => void loadResolver()}
      className="grid gap-5"
    >
      {PROFILE_FIELDS.map(({ name, label, placeholder, multiline }) => {
        const Control = multiline ? Textarea : Input
        return (
          <div key={name} className="grid gap-2">
            <Label htmlFor={`brand-${name}`}>{label}</Label>
            <Control
              id={`brand-${name}`}
              placeholder={placeholder}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={describedBy(name)}
              {...register(name)}
            />
            <FieldError id={`${name}-error`} message={errors[name]?.message} />
          </div>
        )
      })}

      <div className="grid gap-2">
        <Label htmlFor="brand-budgetRange">Budget Range</Label>
        <NativeSelect
          id="brand-budgetRange"
          className="w-full sm:w-72"
          aria-invalid={errors.budgetRange ? true : undefined}
          aria-describedby={describedBy('budgetRange')}
          // In the server render too: the brief's budget shows before the form has hydrated.
          defaultValue={(initial ?? EMPTY).budgetRange}
          {...register('budgetRange')}
        >
          <option value="">Select a budget range</option>
          {BUDGET_RANGES.map((range) => (
            <option key={range} value={range}>
              {range}
            </option>
          ))}
        </NativeSelect>
        <FieldError id="budgetRange-error" message={errors.budgetRange?.message} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor="brand-additionalInfo">{ADDITIONAL_INFO.label}</Label>
        <Textarea
          id="brand-additionalInfo"
          placeholder={ADDITIONAL_INFO.placeholder}
          aria-describedby={describedBy('additionalInfo', 'additionalInfo-hint')}
          {...register('additionalInfo')}
        />
        <p id="additionalInfo-hint" className="text-sm text-muted-foreground">
          Name states, cities or kinds of campus to focus the matches; we rank every school in our network.
        </p>
        <FieldError id="additionalInfo-error" message={errors.additionalInfo?.message} />
      </div>

      {failure ? (
        <p role="alert" className="rounded-md border border-destructive px-4 py-3 text-sm text-destructive">
          {failure}
        </p>
      ) : null}

      <Button type="submit" size="lg" disabled={isSubmitting} className="justify-self-start">
        {isSubmitting ? 'Processing...' : (submitLabel ?? 'Get Campus Recommendations')}
      </Button>
    </form>
  )
}
