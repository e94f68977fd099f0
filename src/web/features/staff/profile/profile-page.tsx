import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import {
  changePasswordSchema,
  MIN_PASSWORD_LENGTH,
  profileSchema,
  type ProfileInput,
  type SessionUser,
} from '@/shared/auth/auth.schema'
import { textField } from '@/shared/text-field'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { Input } from '@/web/components/ui/input'
import { Textarea } from '@/web/components/ui/textarea'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { notify } from '@/web/components/ui/sonner'
import { useTrpc } from '@/web/lib/trpc'
import { showServerErrors } from '@/web/features/staff/kit/server-errors'
import { FormError } from '@/web/features/staff/kit/form-shell'
import { SessionsCard } from './sessions-card'
import { TwoFactorCard } from './two-factor-card'
import { TwoFactorPolicyCard } from './two-factor-policy-card'

/**
 * /staff/profile (issues 16, 18, 35): the signed-in staff member's display name, bio and password, two-factor
 * sign-in and their sessions.
 */
export function ProfilePage() {
  const trpc = useTrpc()
  // The route's guard put the signed-in admin in the cache; it is never null here.
  const { data: me } = useSuspenseQuery(trpc.auth.me.queryOptions())
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Your profile</h1>
      {me?.twoFactorSetupRequired && (
        <p role="status" className="rounded-md border border-primary/40 bg-primary/5 p-3 text-sm font-medium">
          An admin requires two-factor sign-in: set it up below before you continue.
        </p>
      )}
      {me && (
        <>
          <DisplayNameCard me={me} />
          <PasswordCard />
          <TwoFactorCard />
          {me.role === 'admin' && <TwoFactorPolicyCard />}
          <SessionsCard />
        </>
      )}
    </div>
  )
}

function DisplayNameCard({ me }: { me: SessionUser }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const id = useId()
  const form = useForm<ProfileInput, unknown, z.output<typeof profileSchema>>({
    resolver: zodResolver(profileSchema),
    defaultValues: { displayName: me.displayName, bio: me.bio ?? '' },
  })
  const update = useMutation(trpc.auth.updateProfile.mutationOptions())
  const { errors } = form.formState

  async function save(values: z.output<typeof profileSchema>) {
    form.clearErrors('root')
    try {
      const saved = await update.mutateAsync(values)
      // The staff bar reads auth.me: it shows the new name at once, without asking the server again.
      queryClient.setQueryData(trpc.auth.me.queryKey(), saved)
      form.reset({ displayName: saved.displayName, bio: saved.bio ?? '' })
      notify({ title: 'Profile saved', description: `You are shown as "${saved.displayName}".` })
    } catch (error) {
      const { unplaced } = showServerErrors(form, ['displayName', 'bio'], error)
      if (unplaced) form.setError('root', { type: 'server', message: unplaced })
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Display name and bio</CardTitle>
        <CardDescription>
          How you are shown in the staff bar and in the byline of the articles you write; the bio appears
          under your articles. You sign in as <strong>{me.username}</strong>.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          aria-label="Display name"
          onSubmit={form.handleSubmit(save)}
          noValidate
          className="flex flex-col gap-4"
        >
          <FormError message={errors.root?.message} />
          <LabelledField id={`${id}-displayName`} label="Display name" error={errors.displayName?.message}>
            <Input autoComplete="name" {...form.register('displayName')} />
          </LabelledField>
          <LabelledField
            id={`${id}-bio`}
            label="Bio"
            hint="A sentence or two for readers, at most 500 characters. Leave empty to show none."
            error={errors.bio?.message}
          >
            <Textarea rows={3} {...form.register('bio')} />
          </LabelledField>
          <Button type="submit" className="self-start" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save profile'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

/** The shared rule plus a second typing of the new password, which only the form needs. */
const passwordFormSchema = changePasswordSchema
  .extend({ confirmPassword: textField() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords differ',
  })
type PasswordFormInput = z.input<typeof passwordFormSchema>
const EMPTY_PASSWORDS: PasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' }

function PasswordCard() {
  const trpc = useTrpc()
  const id = useId()
  const form = useForm<PasswordFormInput, unknown, z.output<typeof passwordFormSchema>>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: EMPTY_PASSWORDS,
  })
  const change = useMutation(trpc.auth.changePassword.mutationOptions())
  const { errors } = form.formState

  async function save({ currentPassword, newPassword }: z.output<typeof passwordFormSchema>) {
    form.clearErrors('root')
    try {
      const result = await change.mutateAsync({ currentPassword, newPassword })
      form.reset(EMPTY_PASSWORDS)
      const ended = result.otherSessionsEnded
      notify({
        title: result.passwordChanged ? 'Password changed' : 'Password unchanged',
        description: !result.passwordChanged
          ? 'That is already your password.'
          : ended > 0
            ? `Signed out ${ended} other ${ended === 1 ? 'session' : 'sessions'}; you stay signed in here.`
            : 'You stay signed in here.',
      })
    } catch (error) {
      const { unplaced } = showServerErrors(form, ['currentPassword', 'newPassword'], error)
      if (unplaced) form.setError('root', { type: 'server', message: unplaced })
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          Changing it signs you out everywhere else (other browsers, other devices); this one stays signed in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          aria-label="Change password"
          onSubmit={form.handleSubmit(save)}
          noValidate
          className="flex flex-col gap-4"
        >
          <FormError message={errors.root?.message} />
          <LabelledField
            id={`${id}-currentPassword`}
            label="Current password"
            error={errors.currentPassword?.message}
          >
            <Input type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          </LabelledField>
          <LabelledField
            id={`${id}-newPassword`}
            label="New password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters; a few unrelated words make a strong one.`}
            error={errors.newPassword?.message}
          >
            <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
          </LabelledField>
          <LabelledField
            id={`${id}-confirmPassword`}
            label="New password, again"
            error={errors.confirmPassword?.message}
          >
            <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
          </LabelledField>
          <Button type="submit" className="self-start" disabled={change.isPending}>
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
