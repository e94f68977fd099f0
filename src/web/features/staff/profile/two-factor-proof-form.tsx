import { useId, useState, type FormEvent } from 'react'
import type { TwoFactorProof } from '@/shared/auth/two-factor.schema'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { procedureFailure } from '@/web/lib/trpc-error'

/**
 * One field for the password or a current code (six digits are read as a code), for what asks for proof that it
 * is the staff member: turning two-factor sign-in off, new recovery codes. A refusal is shown on the field.
 */
export function TwoFactorProofForm({
  name,
  hint,
  submitLabel,
  destructive = false,
  pending,
  onProof,
}: {
  /** The form's accessible name. */
  name: string
  hint: string
  submitLabel: string
  destructive?: boolean
  pending: boolean
  onProof: (proof: TwoFactorProof) => Promise<void>
}) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string>()

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(undefined)
    const proof = /^\s*\d{3}\s?\d{3}\s*$/.test(typed) ? { code: typed } : { password: typed }
    try {
      await onProof(proof)
      setTyped('')
    } catch (failure) {
      const { message, fields } = procedureFailure(failure)
      setError(fields?.password ?? fields?.code ?? message)
    }
  }

  return (
    <form aria-label={name} onSubmit={submit} noValidate className="flex flex-col gap-3">
      <LabelledField id={`${id}-proof`} label="Password or current code" hint={hint} error={error}>
        <Input
          type="password"
          autoComplete="current-password"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </LabelledField>
      <Button
        type="submit"
        variant={destructive ? 'destructive' : 'outline'}
        className="self-start"
        disabled={pending}
      >
        {submitLabel}
      </Button>
    </form>
  )
}
