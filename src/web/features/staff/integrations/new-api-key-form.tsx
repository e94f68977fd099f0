import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import {
  API_SCOPE_LABELS,
  API_SCOPES,
  apiKeyInputSchema,
  type ApiKeyInput,
} from '@/shared/api-keys/api-key.schema'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { useTrpc } from '@/web/lib/trpc'
import { FormError } from '@/web/features/staff/kit/form-shell'
import { useCreateForm } from '@/web/features/staff/kit/use-create-form'
import { ShownOnce } from '@/web/features/staff/kit/shown-once'

const EMPTY: ApiKeyInput = { name: '', scopes: [], expiresAt: '' }

/** Creates an API key for an integration; the key is shown once, under the form. */
export function NewApiKeyForm() {
  const trpc = useTrpc()
  const id = useId()
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null)
  const create = useMutation(trpc.apiKeys.create.mutationOptions())
  const { form, errors, onSubmit } = useCreateForm({
    schema: apiKeyInputSchema,
    empty: EMPTY,
    fields: ['name', 'scopes', 'expiresAt'],
    create: create.mutateAsync,
    refresh: trpc.apiKeys.pathKey(),
    onCreated: (created) => setShown({ name: created.name, key: created.key }),
  })

  return (
    <div className="flex flex-col gap-4">
      <form aria-label="New API key" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <FormError message={errors.root?.message} />
        <LabelledField
          id={`${id}-name`}
          label="Name"
          hint="Which integration uses it."
          error={errors.name?.message}
        >
          <Input autoComplete="off" {...form.register('name')} />
        </LabelledField>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}
        >
          <legend className="mb-1 text-sm font-medium">Scopes</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {API_SCOPES.map((scope) => (
              <label key={scope} className="flex items-center gap-2 text-sm">
                {/* 24px: a touch target that size needs no spacing around it (WCAG 2.2, 2.5.8). */}
                <input type="checkbox" value={scope} className="size-6" {...form.register('scopes')} />
                {API_SCOPE_LABELS[scope]}
              </label>
            ))}
          </div>
          {errors.scopes && (
            <p id={`${id}-scopes-error`} className="text-sm font-medium text-destructive">
              {errors.scopes.message}
            </p>
          )}
        </fieldset>
        <LabelledField
          id={`${id}-expiresAt`}
          label="Expires on"
          optional
          hint="The key stops working at the start of this day (UTC). Leave empty: until revoked."
          error={errors.expiresAt?.message}
        >
          <Input type="date" className="w-48" {...form.register('expiresAt')} />
        </LabelledField>
        <Button type="submit" className="self-start" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create API key'}
        </Button>
      </form>
      {shown && (
        <ShownOnce
          title={`API key "${shown.name}"`}
          value={shown.key}
          note="Copy it into the integration now (it sends it as X-API-Key). Only a hash is kept: it is not shown again."
          onDismiss={() => setShown(null)}
        />
      )}
    </div>
  )
}
