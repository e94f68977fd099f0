import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { MIN_PASSWORD_LENGTH } from '@/shared/auth/auth.schema'
import { ROLE_LABELS } from '@/shared/auth/role-labels'
import { acceptInvitationSchema, type AcceptInvitationInput } from '@/shared/team/team.schema'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { FormError } from '@/web/features/staff/kit/form-shell'
import { useTrpc } from '@/web/lib/trpc'
import { useHydrated } from '@/web/lib/use-hydrated'
import { AccountCard, accountFailureMessage, Done } from './account-form-kit'

/** /join?token=… (issue 35): the invitee chooses a username, display name and password; the link then dies. */
export function JoinPage() {
  const trpc = useTrpc()
  const { token = '' } = useSearch({ from: '/join' })
  const invitation = useQuery({
    ...trpc.team.invitation.queryOptions({ token }),
    enabled: !!token,
    retry: false,
  })
  const accept = useMutation(trpc.team.acceptInvitation.mutationOptions())

  if (accept.data)
    return (
      <AccountCard title="Welcome to the team" description="Your staff account is ready.">
        <Done>
          <p>
            Sign in as <strong>{accept.data.username}</strong> with the password you chose.
          </p>
          <Link to="/login" className="font-medium text-primary underline underline-offset-4">
            Sign in
          </Link>
        </Done>
      </AccountCard>
    )
  if (!token || invitation.isError)
    return (
      <AccountCard title="Join the staff" description="This invitation link is not valid any more.">
        <p className="text-sm">
          It was used, it expired (links last 7 days), or it was revoked. Ask an admin for a new invitation.
        </p>
      </AccountCard>
    )
  const role = invitation.data ? ROLE_LABELS[invitation.data.role] : null
  return (
    <AccountCard
      title="Join the staff"
      description={
        invitation.data && role
          ? `You are invited as ${role.label.toLowerCase()} (${invitation.data.email}): ${role.description.toLowerCase()}.`
          : 'Reading your invitation…'
      }
    >
      <JoinForm token={token} accept={accept} />
    </AccountCard>
  )
}

type AcceptMutation = { mutateAsync: (input: AcceptInvitationInput) => Promise<unknown>; isPending: boolean }

function JoinForm({ token, accept }: { token: string; accept: AcceptMutation }) {
  const id = useId()
  const hydrated = useHydrated()
  const form = useForm<AcceptInvitationInput, unknown, z.output<typeof acceptInvitationSchema>>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { token, username: '', displayName: '', password: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await accept.mutateAsync(values)
    } catch (error) {
      const fields = (error as { data?: { fields?: Record<string, string> } }).data?.fields
      if (fields?.username) form.setError('username', { message: fields.username }, { shouldFocus: true })
      else form.setError('root', { message: accountFailureMessage(error) })
    }
  })

  return (
    <form noValidate aria-label="Join the staff" className="flex flex-col gap-4" onSubmit={onSubmit}>
      <FormError message={errors.root?.message} />
      <LabelledField
        id={`${id}-username`}
        label="Username"
        hint="What you sign in with: letters, digits, dots, hyphens and underscores."
        error={errors.username?.message}
      >
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('username')}
        />
      </LabelledField>
      <LabelledField
        id={`${id}-displayName`}
        label="Display name"
        hint="How you are shown on screen and in your articles’ bylines."
        error={errors.displayName?.message}
      >
        <Input autoComplete="name" {...form.register('displayName')} />
      </LabelledField>
      <LabelledField
        id={`${id}-password`}
        label="Password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters; a few unrelated words make a strong one.`}
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </LabelledField>
      <Button type="submit" className="w-full" disabled={!hydrated || accept.isPending}>
        {accept.isPending ? 'Creating your account...' : 'Create my account'}
      </Button>
    </form>
  )
}
