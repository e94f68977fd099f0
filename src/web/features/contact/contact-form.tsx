import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { CONTACT_LIMITS, HONEYPOT_FIELD } from '@/shared/contact/contact-fields'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { Textarea } from '@/web/components/ui/textarea'
import { cn } from '@/web/lib/cn'
import { useHydrated } from '@/web/lib/use-hydrated'
import type { ContactFormEngine, ContactFormEngineHost, ContactFormValues } from './contact-form-engine'
import { contactFormCopy } from './contact-form-copy'

type EngineHost = typeof ContactFormEngineHost
type FieldName = keyof ContactFormValues

const loadEngine = () => import('./contact-form-engine').then((module) => module.ContactFormEngineHost)

/**
 * The contact form (decision D3) and, as `variant="call-request"`, /book-call's "request a call" form (D20).
 *
 * It sits on the home page, so its first load is only this markup. The behaviour (react-hook-form with the
 * shared zod schema, the send) loads the first time someone points at or focuses the form, and attaches to
 * the same inputs: nothing typed meanwhile is lost and focus stays put. Errors show beside their fields (the
 * browser's and the server's alike); a failed send keeps everything typed; success thanks the sender.
 */
export function ContactForm({
  variant = 'contact',
  className,
  defaultMessage,
}: {
  variant?: 'contact' | 'call-request'
  className?: string
  /** The message to start from (a call about a campus shortlist carries its link); the sender may edit it. */
  defaultMessage?: string
}) {
  const copy = contactFormCopy[variant]
  const id = useId()
  const hydrated = useHydrated()
  const [Host, setHost] = useState<EngineHost | null>(null)
  const [engine, setEngine] = useState<ContactFormEngine | null>(null)
  const [thankedName, setThankedName] = useState<string | null>(null)
  const submitWhenReady = useRef(false)
  const thanksRef = useRef<HTMLDivElement>(null)

  const activate = () => {
    if (!Host) void loadEngine().then((host) => setHost(() => host))
  }
  // A send pressed before the behaviour arrived goes out as soon as it has.
  useEffect(() => {
    if (engine && submitWhenReady.current) {
      submitWhenReady.current = false
      void engine.submit()
    }
  }, [engine])
  useEffect(() => {
    if (thankedName !== null) thanksRef.current?.focus()
  }, [thankedName])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (engine) return void engine.submit()
    submitWhenReady.current = true
    activate()
  }

  const host = Host && <Host source={variant} onReady={setEngine} onSent={setThankedName} />
  if (thankedName !== null) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className={cn('rounded-xl border bg-card p-6 text-card-foreground outline-none', className)}
      >
        {host}
        <p className="text-lg font-semibold">{copy.thanks(thankedName)}</p>
        <p className="mt-2 text-muted-foreground">{copy.thanksDetail}</p>
        <Button type="button" variant="outline" className="mt-4" onClick={() => setThankedName(null)}>
          {copy.again}
        </Button>
      </div>
    )
  }

  const fieldId = (name: FieldName) => `${id}-${name}`
  // Before the behaviour loads, plain named inputs; then react-hook-form's register (name, ref, handlers).
  const bind = (name: FieldName) => (engine ? engine.register(name) : { name })
  const errorOf = (name: FieldName) => engine?.errors[name]?.message
  const text = (
    name: Exclude<FieldName, 'message' | typeof HONEYPOT_FIELD>,
    label: string,
    autoComplete: string,
    type = 'text',
  ) => (
    <LabelledField id={fieldId(name)} label={label} error={errorOf(name)}>
      <Input type={type} autoComplete={autoComplete} maxLength={CONTACT_LIMITS[name]} {...bind(name)} />
    </LabelledField>
  )
  const rootError = engine?.errors.root?.message

  return (
    <form
      noValidate
      method="post"
      aria-label={variant === 'call-request' ? 'Request a call' : 'Contact us'}
      className={cn('grid gap-4 sm:grid-cols-2', className)}
      onFocus={activate}
      onPointerEnter={activate}
      onSubmit={onSubmit}
    >
      {host}
      {text('firstName', 'First name', 'given-name')}
      {text('lastName', 'Last name', 'family-name')}
      {text('email', 'Work email', 'email', 'email')}
      {text('jobTitle', 'Job title', 'organization-title')}
      {text('company', 'Company', 'organization')}
      <LabelledField
        id={fieldId('message')}
        label={copy.messageLabel}
        hint={copy.messageHint}
        error={errorOf('message')}
        optional
        className="sm:col-span-2"
      >
        <Textarea
          rows={5}
          maxLength={CONTACT_LIMITS.message}
          placeholder={copy.messagePlaceholder}
          defaultValue={defaultMessage}
          {...bind('message')}
        />
      </LabelledField>

      {/* The honeypot: off-screen, out of the tab order and hidden from screen readers; only bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input
          id={fieldId(HONEYPOT_FIELD)}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...bind(HONEYPOT_FIELD)}
        />
      </div>

      <div className="flex flex-col gap-3 sm:col-span-2">
        {rootError && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {rootError}
          </p>
        )}
        {/* Disabled until the page is interactive: a send before then would skip the checks. */}
        <Button
          type="submit"
          variant="brand"
          size="lg"
          className="w-full sm:w-fit"
          disabled={!hydrated || engine?.pending}
        >
          {engine?.pending ? copy.pending : copy.submit}
        </Button>
      </div>
    </form>
  )
}
