import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { notify } from '@/web/components/ui/sonner'
import { Switch } from '@/web/components/ui/switch'
import { useTrpc } from '@/web/lib/trpc'

/**
 * For admins: require two-factor sign-in of every staff member (ADR 0115). Those without it are sent to set it
 * up after signing in and can do nothing else until they have.
 */
export function TwoFactorPolicyCard() {
  const trpc = useTrpc()
  const id = useId()
  const queryClient = useQueryClient()
  const status = useQuery(trpc.twoFactor.status.queryOptions())
  const setPolicy = useMutation(
    trpc.twoFactor.setPolicy.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.twoFactor.status.queryKey() }),
    }),
  )
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team sign-in policy</CardTitle>
        <CardDescription>
          Required, every staff member without two-factor sign-in is sent to set it up after signing in, and
          can do nothing else until they have.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <Switch
          id={`${id}-required`}
          checked={status.data?.required ?? false}
          disabled={!status.data || setPolicy.isPending}
          onCheckedChange={async (required) => {
            await setPolicy.mutateAsync({ required })
            notify({
              title: required ? 'Two-factor sign-in required' : 'Two-factor sign-in optional',
              description: required
                ? 'Staff without it set it up at their next request.'
                : 'Each may choose.',
            })
          }}
        />
        <label htmlFor={`${id}-required`} className="text-sm font-medium">
          Require two-factor sign-in for all staff
        </label>
      </CardContent>
    </Card>
  )
}
