import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { BOOKING_NOTE_MAX } from '@/shared/booking/booking-fields'
import type { BookCallInput, BookingSlots } from '@/shared/booking/booking.schema'
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '@/shared/contact/contact-fields'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { Textarea } from '@/web/components/ui/textarea'
import { useHydrated } from '@/web/lib/use-hydrated'
import { useTrpc } from '@/web/lib/trpc'
import { procedureFailure } from '@/web/lib/trpc-error'
import { NativeSelect } from '@/web/components/ui/native-select'
import type { Booked, BookingConfirmation } from './booking-confirmation'
import { SlotPicker } from './slot-picker'
import { useVisitorClock } from './use-visitor-clock'

/** The shared schema (and zod with it), fetched when the form is first used rather than with the page. */
const loadSchema = () =>
  import('@/shared/booking/booking.schema').then((module) => module.bookCallInputSchema)

/** What the visitor sees once booked: only after a booking, so fetched with the schema, not with the page. */
const loadConfirmation = () => import('./booking-confirmation').then((module) => module.BookingConfirmation)

const FIELDS = ['firstName', 'lastName', 'email', 'jobTitle', 'company', 'note'] as const
type Field = (typeof FIELDS)[number] | 'start'
type Errors = Partial<Record<Field | 'root', string>>

/**
 * Booking a call in the office hours (ADR 0066): a time from the open slots, who is calling, an optional note.
 * Checked with the shared schema before sending, so the messages are the server's; a time someone else has just
 * taken (409) is said plainly and the times are fetched again. Success shows the call in words and the link to
 * its .ics invite.
 */
export function BookingForm({
  slots,
  day,
  school,
  defaultNote,
}: {
  slots: BookingSlots
  day?: string
  /** The school page the visitor came from (`?school=`), sent with the booking. */
  school?: string
  defaultNote?: string
}) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const hydrated = useHydrated()
  const id = useId()
  const [selected, setSelected] = useState<string | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [done, setDone] = useState<{ booked: Booked; View: typeof BookingConfirmation } | null>(null)
  // The visitor's zone (ADR 0103): the office's in the server's HTML, the browser's own once interactive and
  // the visitor's clock has arrived (useVisitorClock).
  const clock = useVisitorClock()
  const [pickedZone, setVisitorZone] = useState<string | null>(null)
  const visitorZone = pickedZone ?? (clock ? (clock.detectedTimeZone() ?? slots.timeZone) : null)
  const zone = visitorZone ?? slots.timeZone
  const confirmationRef = useRef<HTMLDivElement>(null)
  const book = useMutation(trpc.booking.book.mutationOptions())
  const refreshSlots = () => queryClient.invalidateQueries({ queryKey: trpc.booking.slots.queryKey() })

  useEffect(() => {
    if (done) confirmationRef.current?.focus()
  }, [done])

  const chosen = slots.days
    .flatMap((d) => d.slots.map((slot) => ({ ...slot, day: d })))
    .find((slot) => slot.start.toISOString() === selected)

  // Set from the first submit until its answer: a second press while the schema is still loading (before the
  // button shows the mutation as pending) must not book twice.
  const submitting = useRef(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (submitting.current) return
    submitting.current = true
    try {
      await submit(event.currentTarget)
    } finally {
      submitting.current = false
    }
  }

  const submit = async (formElement: HTMLFormElement) => {
    const form = new FormData(formElement)
    const text = (name: string) => String(form.get(name) ?? '')
    const input = {
      ...(Object.fromEntries(FIELDS.map((name) => [name, text(name)])) as Record<
        (typeof FIELDS)[number],
        string
      >),
      [HONEYPOT_FIELD]: text(HONEYPOT_FIELD) || undefined,
      start: selected ?? '',
      ...(visitorZone ? { timeZone: visitorZone } : {}),
      ...(school ? { school } : {}),
    } satisfies BookCallInput
    // Both before sending: a page that cannot fetch them books nothing, rather than a call it cannot show.
    const [schema, View] = await Promise.all([loadSchema(), loadConfirmation()])
    const parsed = schema.safeParse(input)
    if (!parsed.success) {
      const found: Errors = {}
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message
      setErrors(found)
      return
    }
    setErrors({})
    try {
      const call = await book.mutateAsync(input)
      setDone({
        booked: { call, firstName: parsed.data.firstName, email: parsed.data.email, timeZone: visitorZone },
        View,
      })
      setSelected(null)
      void refreshSlots()
    } catch (error) {
      const failure = procedureFailure(error)
      if (failure.code === 'CONFLICT') {
        setSelected(null)
        void refreshSlots()
        setErrors({ start: failure.message })
        return
      }
      const named = Object.fromEntries(
        Object.entries(failure.fields ?? {}).filter(([name]) => (FIELDS as readonly string[]).includes(name)),
      ) as Errors
      const ownWords = failure.code === 'TOO_MANY_REQUESTS' || failure.code === 'BAD_REQUEST'
      setErrors({
        ...named,
        ...(failure.fields?.start ? { start: failure.fields.start } : {}),
        ...(Object.keys(named).length
          ? {}
          : {
              root: ownWords
                ? failure.message
                : 'Your booking could not be sent. Please check your connection and try again.',
            }),
      })
    }
  }

  if (done) return <done.View booked={done.booked} slots={slots} focusRef={confirmationRef} />

  const fieldId = (name: string) => `${id}-${name}`
  const text = (
    name: Exclude<(typeof FIELDS)[number], 'note'>,
    label: string,
    autoComplete: string,
    type = 'text',
  ) => (
    <LabelledField id={fieldId(name)} label={label} error={errors[name]}>
      <Input name={name} type={type} autoComplete={autoComplete} maxLength={CONTACT_LIMITS[name]} />
    </LabelledField>
  )

  return (
    <form
      noValidate
      method="post"
      aria-label="Book a call"
      className="grid gap-6"
      onSubmit={onSubmit}
      // Fetches the validation and the confirmation before they are needed: by the submit, they are there.
      onFocus={() => void Promise.all([loadSchema(), loadConfirmation()])}
      onPointerEnter={() => void Promise.all([loadSchema(), loadConfirmation()])}
    >
      <div className="grid gap-2 sm:max-w-sm">
        <label htmlFor={fieldId('time-zone')} className="text-sm font-medium">
          Show times in
        </label>
        {/* The office's zone in the server's HTML (same layout, nothing to shift), every zone once the clock is in. */}
        <NativeSelect
          id={fieldId('time-zone')}
          value={zone}
          disabled={!clock}
          onChange={(event) => setVisitorZone(event.target.value)}
        >
          {(clock && visitorZone ? clock.timeZoneChoices(visitorZone, slots.timeZone) : [slots.timeZone]).map(
            (choice) => (
              <option key={choice} value={choice}>
                {choice === slots.timeZone
                  ? `${choice.replace(/_/g, ' ')} (our office, ${slots.timeZoneName})`
                  : choice.replace(/_/g, ' ')}
              </option>
            ),
          )}
        </NativeSelect>
      </div>
      <SlotPicker
        visitorZone={visitorZone}
        slots={slots}
        day={day}
        selected={selected}
        onSelect={(start) => {
          setSelected(start)
          setErrors((previous) => ({ ...previous, start: undefined }))
        }}
        describedBy={errors.start ? fieldId('start-error') : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {text('firstName', 'First name', 'given-name')}
        {text('lastName', 'Last name', 'family-name')}
        {text('email', 'Work email', 'email', 'email')}
        {text('jobTitle', 'Job title', 'organization-title')}
        {text('company', 'Company', 'organization')}
        <LabelledField
          id={fieldId('note')}
          label="Anything we should prepare?"
          error={errors.note}
          optional
          className="sm:col-span-2"
        >
          <Textarea name="note" rows={4} maxLength={BOOKING_NOTE_MAX} defaultValue={defaultNote} />
        </LabelledField>
      </div>

      {/* The honeypot, as on the contact form: off-screen, out of the tab order, hidden from screen readers. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input
          id={fieldId(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
        />
      </div>

      <div className="flex flex-col gap-3">
        <p className="text-sm" aria-live="polite">
          {chosen ? (
            <>
              Your call:{' '}
              {clock && zone !== slots.timeZone ? (
                <>
                  <strong>{clock.visitorCallLabel(chosen.start, zone)}</strong> ({chosen.day.label} at{' '}
                  {chosen.label} {slots.timeZoneName} at our office), {slots.slotMinutes} minutes.
                </>
              ) : (
                <>
                  <strong>{chosen.day.label}</strong> at <strong>{chosen.label}</strong> {slots.timeZoneName},{' '}
                  {slots.slotMinutes} minutes.
                </>
              )}
            </>
          ) : (
            <span className="text-muted-foreground">Pick a day and a time above.</span>
          )}
        </p>
        {errors.root && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors.root}
          </p>
        )}
        {errors.start && !errors.root && (
          <p id={fieldId('start-error')} role="alert" className="text-sm font-medium text-destructive">
            {errors.start}
          </p>
        )}
        {/* Disabled until the page is interactive: a send before then would skip the checks. */}
        <Button
          type="submit"
          variant="brand"
          size="lg"
          className="w-full sm:w-fit"
          disabled={!hydrated || book.isPending}
        >
          {book.isPending ? 'Booking...' : 'Book this call'}
        </Button>
      </div>
    </form>
  )
}
