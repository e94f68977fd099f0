import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { TwoFactorStatus } from '@/shared/auth/two-factor.schema'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { utcTime } from '@/web/features/staff/integrations/utc-time'
import { RecoveryCodesList } from './recovery-codes-list'
import { EnrolmentSteps } from './two-factor-enrolment'
import { TwoFactorProofForm } from './two-factor-proof-form'

/**
 * Two-factor sign-in on the staff profile (issue 35, ADR 0115): set it up (QR code, code check, recovery codes
 * shown once), or, when on, see what is left of it, make new recovery codes, forget remembered devices and turn
 * it off.
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
      <NewRecoveryCodes onRenewed={refresh} />
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
  const disable = useMutation(trpc.twoFactor.disable.mutationOptions())
  return (
    <TwoFactorProofForm
      name="Turn off two-factor sign-in"
      hint="To turn two-factor sign-in off, confirm it is you."
      submitLabel="Turn off two-factor sign-in"
      destructive
      pending={disable.isPending}
      onProof={async (proof) => {
        await disable.mutateAsync(proof)
        notify({ title: 'Two-factor sign-in is off', description: 'Signing in asks for your password only.' })
        await onDone()
      }}
    />
  )
}

/** Ten new recovery codes in place of the old, after the same proof; shown once, until they are saved. */
function NewRecoveryCodes({ onRenewed }: { onRenewed: () => Promise<void> }) {
  const trpc = useTrpc()
  const renew = useMutation(trpc.twoFactor.renewRecoveryCodes.mutationOptions())
  const [codes, setCodes] = useState<string[] | null>(null)
  if (codes)
    return (
      <RecoveryCodesList
        codes={codes}
        // The status was refreshed when the codes came (10 of 10 left); saving them changes nothing there.
        onSaved={() => setCodes(null)}
      >
        <strong>New recovery codes.</strong> The old ones no longer work. Keep these somewhere safe: each
        signs you in once if your phone is lost. They are shown only now.
      </RecoveryCodesList>
    )
  return (
    <TwoFactorProofForm
      name="New recovery codes"
      hint="Ten new codes replace all the old ones, used or not. Confirm it is you."
      submitLabel="Make new recovery codes"
      pending={renew.isPending}
      onProof={async (proof) => {
        setCodes((await renew.mutateAsync(proof)).recoveryCodes)
        await onRenewed()
      }}
    />
  )
}
