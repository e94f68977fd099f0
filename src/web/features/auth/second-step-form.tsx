import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { SessionUser } from '@/shared/auth/auth.schema'
import type { TwoFactorChallenge } from '@/shared/auth/two-factor.schema'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { useTrpc } from '@/web/lib/trpc'
import { procedureFailure } from '@/web/lib/trpc-error'

/**
 * The second step of signing in (ADR 0115), after the right password for an account with two-factor sign-in: the
 * six-digit code from the authenticator app or one recovery code, and whether to remember this browser for
 * 30 days. An expired or used-up step goes back to the password.
 */
export function SecondStepForm({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: TwoFactorChallenge
  onSignedIn: (user: SessionUser) => Promise<void>
  onRestart: () => void
}) {
  const trpc = useTrpc()
  const id = useId()
  const [code, setCode] = useState('')
  const [remember, setRemember] = useState(false)
  const [error, setError] = useState<string>()
  const verify = useMutation(trpc.twoFactor.verifySignIn.mutationOptions())

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(undefined)
    if (!code.trim()) return setError('Enter the code from your authenticator app or a recovery code')
    try {
      const user = await verify.mutateAsync({
        pendingToken: challenge.pendingToken,
        code,
        rememberDevice: remember,
      })
      await onSignedIn(user)
    } catch (failure) {
      const { code: status, message, fields } = procedureFailure(failure)
      const known = status === 'UNAUTHORIZED' || status === 'TOO_MANY_REQUESTS' || status === 'BAD_REQUEST'
      setError(
        fields?.code ?? (known ? message : 'Sign-in failed. Please check your connection and try again.'),
      )
    }
  }

  return (
    <form noValidate method="post" className="flex flex-col gap-4" onSubmit={submit} aria-label="Second step">
      <p className="text-sm text-muted-foreground">
        Enter the six-digit code your authenticator app shows, or one of your recovery codes.
      </p>
      <LabelledField id={`${id}-code`} label="Code" error={error}>
        <Input
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoFocus
        />
      </LabelledField>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-remember`}
          type="checkbox"
          className="size-4"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        <label htmlFor={`${id}-remember`} className="text-sm">
          Remember this device for 30 days
        </label>
      </div>
      <Button type="submit" className="w-full" disabled={verify.isPending}>
        {verify.isPending ? 'Checking...' : 'Verify'}
      </Button>
      <Button type="button" variant="ghost" className="w-full" onClick={onRestart}>
        Start again with the password
      </Button>
    </form>
  )
}
