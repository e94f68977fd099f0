import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { TwoFactorStatus } from '@/shared/auth/two-factor.schema'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { procedureFailure } from '@/web/lib/trpc-error'
import { utcTime } from '@/web/features/staff/integrations/utc-time'
import { EnrolmentSteps } from './two-factor-enrolment'

/**
 * Two-factor sign-in on the staff profile (issue 35, ADR 0115): set it up (QR code, code check, recovery codes
 * shown once), or, when on, see what is left of it, forget remembered devices and turn it off.
 */
export function TwoFactorCard() {
  const trpc = useTrpc()
  const status = useQuery(trpc.twoFactor.status.queryOptions())
  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor sign-in</CardTitle>
        <CardDescription>
          After your password, signing in asks for a six-digit code from an authenticator app on your phone,
          so a stolen password alone cannot sign in as you.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!status.data ? (
          <p className="text-sm text-muted-foreground">{status.isError ? 'Could not load.' : 'Loading...'}</p>
        ) : status.data.enabled ? (
          <EnabledTwoFactor status={status.data} />
        ) : (
          <EnrolmentSteps />
        )}
      </CardContent>
    </Card>
  )
}

function EnabledTwoFactor({ status }: { status: TwoFactorStatus }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.twoFactor.status.queryKey() })
  const forget = useMutation(trpc.twoFactor.forgetDevices.mutationOptions({ onSuccess: refresh }))
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        <strong>On</strong> since {status.enabledAt ? utcTime(status.enabledAt) : 'enrolment'}.{' '}
        {status.recoveryCodesLeft} of 10 recovery codes left.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm">
          Remembered devices (no code asked for 30 days): <strong>{status.rememberedDevices}</strong>
        </p>
        {status.rememberedDevices > 0 && (
          <Button
            variant="outline"
            size="sm"
            disabled={forget.isPending}
            onClick={async () => {
              const { forgotten } = await forget.mutateAsync()
              notify({
                title: 'Devices forgotten',
                description: `${forgotten} will be asked for a code again.`,
              })
            }}
          >
            Forget remembered devices
          </Button>
        )}
      </div>
      {status.required ? (
        <p className="text-sm text-muted-foreground">
          An admin requires two-factor sign-in: it cannot be turned off.
        </p>
      ) : (
        <DisableForm onDone={refresh} />
      )}
    </div>
  )
}

/** Turning it off asks for the password or a current code. */
function DisableForm({ onDone }: { onDone: () => Promise<void> }) {
  const trpc = useTrpc()
  const id = useId()
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string>()
  const disable = useMutation(trpc.twoFactor.disable.mutationOptions())

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(undefined)
    const proof = /^\s*\d{3}\s?\d{3}\s*$/.test(password) ? { code: password } : { password }
    try {
      await disable.mutateAsync(proof)
      setPassword('')
      notify({ title: 'Two-factor sign-in is off', description: 'Signing in asks for your password only.' })
      await onDone()
    } catch (failure) {
      const { message, fields } = procedureFailure(failure)
      setError(fields?.password ?? fields?.code ?? message)
    }
  }

  return (
    <form
      aria-label="Turn off two-factor sign-in"
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
    >
      <LabelledField
        id={`${id}-proof`}
        label="Password or current code"
        hint="To turn two-factor sign-in off, confirm it is you."
        error={error}
      >
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </LabelledField>
      <Button type="submit" variant="destructive" className="self-start" disabled={disable.isPending}>
        Turn off two-factor sign-in
      </Button>
    </form>
  )
}
