import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { procedureFailure } from '@/web/lib/trpc-error'
import { RecoveryCodesList } from './recovery-codes-list'

interface Enrolment {
  secret: string
  qrCode: string
}

/**
 * Setting up two-factor sign-in: a QR code (and the same key as text for typing in by hand), then a code from
 * the app, which switches it on; the ten recovery codes are then shown, this once.
 */
export function EnrolmentSteps() {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null)
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null)
  const begin = useMutation(trpc.twoFactor.beginEnrolment.mutationOptions())

  async function done() {
    setRecoveryCodes(null)
    setEnrolment(null)
    // The status turns to "on", and auth.me drops the "set it up first" flag.
    await queryClient.invalidateQueries({ queryKey: trpc.twoFactor.status.queryKey() })
    await queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() })
  }

  if (recoveryCodes)
    return (
      <RecoveryCodesList
        codes={recoveryCodes}
        onSaved={async () => {
          await done()
          notify({ title: 'Two-factor sign-in is on', description: 'Signing in now asks for a code.' })
        }}
      >
        <strong>Two-factor sign-in is on.</strong> Keep these recovery codes somewhere safe: each signs you in
        once if your phone is lost. They are shown only now.
      </RecoveryCodesList>
    )
  if (!enrolment)
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm">
          Off. You need an authenticator app (for example one from your phone’s store).
        </p>
        <Button
          className="self-start"
          disabled={begin.isPending}
          onClick={async () => setEnrolment(await begin.mutateAsync())}
        >
          Set up two-factor sign-in
        </Button>
      </div>
    )
  return <ConfirmStep enrolment={enrolment} onConfirmed={setRecoveryCodes} />
}

function ConfirmStep({
  enrolment,
  onConfirmed,
}: {
  enrolment: Enrolment
  onConfirmed: (codes: string[]) => void
}) {
  const trpc = useTrpc()
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const confirm = useMutation(trpc.twoFactor.confirmEnrolment.mutationOptions())

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(undefined)
    try {
      onConfirmed((await confirm.mutateAsync({ code })).recoveryCodes)
    } catch (failure) {
      const { message, fields } = procedureFailure(failure)
      setError(fields?.code ?? message)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">1. Scan this QR code with your authenticator app.</p>
      <img
        src={enrolment.qrCode}
        alt="QR code to add this account to an authenticator app"
        width={240}
        height={240}
      />
      <p className="text-sm">
        Or type this key into the app:{' '}
        <code data-testid="two-factor-secret" className="break-all font-mono">
          {enrolment.secret}
        </code>
      </p>
      <form
        aria-label="Confirm two-factor sign-in"
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3"
      >
        <LabelledField id={`${id}-code`} label="2. Code from the app" error={error}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        </LabelledField>
        <Button type="submit" className="self-start" disabled={confirm.isPending}>
          Turn on
        </Button>
      </form>
    </div>
  )
}
