import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  webhookInputSchema,
  type WebhookInput,
} from '@/shared/webhooks/webhook.schema'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { useTrpc } from '@/web/lib/trpc'
import { FormError } from '@/web/features/staff/kit/form-shell'
import { useCreateForm } from '@/web/features/staff/kit/use-create-form'
import { ShownOnce } from '@/web/features/staff/kit/shown-once'

const EMPTY: WebhookInput = { name: '', url: '', events: [] }

/** Registers a webhook; its signing secret is shown once, under the form. */
export function NewWebhookForm() {
  const trpc = useTrpc()
  const id = useId()
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null)
  const create = useMutation(trpc.webhooks.create.mutationOptions())
  const { form, errors, onSubmit } = useCreateForm({
    schema: webhookInputSchema,
    empty: EMPTY,
    fields: ['name', 'url', 'events'],
    create: create.mutateAsync,
    refresh: trpc.webhooks.pathKey(),
    onCreated: (created) => setSecret({ name: created.name, value: created.secret }),
  })

  return (
    <div className="flex flex-col gap-4">
      <form aria-label="New webhook" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormError message={errors.root?.message} />
        <LabelledField id={`${id}-name`} label="Name" error={errors.name?.message}>
          <Input autoComplete="off" {...form.register('name')} />
        </LabelledField>
        <LabelledField
          id={`${id}-url`}
          label="URL"
          hint="Each event is POSTed here as JSON, signed (see docs/webhooks.md). Private addresses are refused."
          error={errors.url?.message}
        >
          <Input type="url" inputMode="url" autoComplete="off" {...form.register('url')} />
        </LabelledField>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.events ? `${id}-events-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium">Events</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={event} className="size-4" {...form.register('events')} />
                {WEBHOOK_EVENT_LABELS[event]}
              </label>
            ))}
          </div>
          {errors.events && (
            <p id={`${id}-events-error`} className="text-sm font-medium text-destructive">
              {errors.events.message}
            </p>
          )}
        </fieldset>
        <Button type="submit" className="self-start" disabled={create.isPending}>
          {create.isPending ? 'Adding...' : 'Add webhook'}
        </Button>
      </form>
      {secret && (
        <ShownOnce
          title={`Signing secret of "${secret.name}"`}
          value={secret.value}
          note="Give it to the receiver now: it verifies each request with it. It is not shown again."
          onDismiss={() => setSecret(null)}
        />
      )}
    </div>
  )
}
