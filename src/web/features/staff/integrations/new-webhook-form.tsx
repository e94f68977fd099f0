import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
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
import { showServerErrors } from '@/web/features/staff/kit/server-errors'
import { ShownOnce } from './shown-once'

const EMPTY: WebhookInput = { name: '', url: '', events: [] }

/** Registers a webhook; its signing secret is shown once, under the form. */
export function NewWebhookForm() {
  const trpc = useTrpc()
  const id = useId()
  const queryClient = useQueryClient()
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null)
  const form = useForm<WebhookInput, unknown, z.output<typeof webhookInputSchema>>({
    resolver: zodResolver(webhookInputSchema),
    defaultValues: EMPTY,
  })
  const create = useMutation(trpc.webhooks.create.mutationOptions())
  const { errors } = form.formState

  async function save(values: z.output<typeof webhookInputSchema>) {
    form.clearErrors('root')
    try {
      const created = await create.mutateAsync(values)
      setSecret({ name: created.name, value: created.secret })
      form.reset(EMPTY)
      await queryClient.invalidateQueries({ queryKey: trpc.webhooks.pathKey() })
    } catch (error) {
      const { unplaced } = showServerErrors(form, ['name', 'url', 'events'], error)
      if (unplaced) form.setError('root', { type: 'server', message: unplaced })
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <form
        aria-label="New webhook"
        onSubmit={form.handleSubmit(save)}
        noValidate
        className="flex flex-col gap-4"
      >
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
