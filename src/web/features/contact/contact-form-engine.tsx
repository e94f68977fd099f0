import { useMutation } from '@tanstack/react-query'
import { useLayoutEffect } from 'react'
import { useForm, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form'
import type { ContactSubmissionValues } from '@/shared/contact/contact.schema'
import { CONTACT_FIELDS, HONEYPOT_FIELD } from '@/shared/contact/contact-fields'
import { useTrpc } from '@/web/lib/trpc'
import { procedureFailure } from '@/web/lib/trpc-error'
import { contactResolver } from './contact-resolver'

/** The form's values as typed: every field a string. */
export type ContactFormValues = Record<(typeof CONTACT_FIELDS)[number] | typeof HONEYPOT_FIELD, string>

/** What the form's markup needs from the engine: react-hook-form's register, the errors, submit and busy. */
export interface ContactFormEngine {
  register: UseFormRegister<ContactFormValues>
  errors: FieldErrors<ContactFormValues>
  submit: () => Promise<void>
  pending: boolean
}

const emptyValues = Object.fromEntries(
  [...CONTACT_FIELDS, HONEYPOT_FIELD].map((name) => [name, '']),
) as ContactFormValues

/**
 * The contact form's behaviour, loaded on the form's first focus or hover (see contact-form.tsx): react-hook-form
 * with the shared schema's resolver, the send, and the mapping of the server's answer onto the fields. It
 * renders nothing; it hands the markup an engine.
 *
 * No defaultValues: react-hook-form then takes each field's value from the page when it registers it, so
 * whatever was typed before this code arrived is kept, not blanked.
 */
export function ContactFormEngineHost({
  source,
  onReady,
  onSent,
}: {
  source: 'contact' | 'call-request'
  onReady: (engine: ContactFormEngine) => void
  onSent: (firstName: string) => void
}) {
  const trpc = useTrpc()
  const form = useForm<ContactFormValues, unknown, ContactSubmissionValues>({
    resolver: contactResolver as unknown as Resolver<ContactFormValues, unknown, ContactSubmissionValues>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const send = useMutation(trpc.contact.submit.mutationOptions())
  const { errors } = form.formState

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root')
    try {
      await send.mutateAsync({ ...values, source })
      form.reset(emptyValues)
      onSent(values.firstName)
    } catch (error) {
      const failure = procedureFailure(error)
      const named = CONTACT_FIELDS.filter((field) => failure.fields?.[field])
      for (const field of named) form.setError(field, { type: 'server', message: failure.fields![field] })
      if (named.length === 0) {
        const ownWords = failure.code === 'TOO_MANY_REQUESTS' || failure.code === 'BAD_REQUEST'
        form.setError('root', {
          type: 'server',
          message: ownWords
            ? failure.message
            : 'Your message could not be sent. Please check your connection and try again.',
        })
      }
    }
  })

  // Hands the markup a new engine when what it shows changes (a layout effect: before the browser paints).
  // Keyed on the messages, not on object identity, so handing it over cannot start a render loop.
  const shown = JSON.stringify(Object.entries(errors).map(([name, error]) => [name, error?.message]))
  useLayoutEffect(() => {
    onReady({ register: form.register, errors, submit, pending: send.isPending })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `shown` stands for `errors`; submit is rebuilt each render.
  }, [shown, send.isPending])
  return null
}
