import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { MIN_PASSWORD_LENGTH } from '@/shared/auth/auth.schema'
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  type PasswordResetInput,
  type PasswordResetRequestInput,
} from '@/shared/team/team.schema'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { FormError } from '@/web/features/staff/kit/form-shell'
import { useTrpc } from '@/web/lib/trpc'
import { useHydrated } from '@/web/lib/use-hydrated'
import { AccountCard, accountFailureMessage, Done } from './account-form-kit'

const signInLink = (
  <Link to="/login" className="font-medium text-primary underline underline-offset-4">
    Back to sign in
  </Link>
)

/** /forgot-password (issue 35): ask for a reset link by email; /reset-password?token=…: choose the new password. */
export function ForgotPasswordPage() {
  const id = useId()
  const hydrated = useHydrated()
  const trpc = useTrpc()
  const request = useMutation(trpc.passwordReset.request.mutationOptions())
  const form = useForm<PasswordResetRequestInput, unknown, z.output<typeof passwordResetRequestSchema>>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: '' },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values)
    } catch (error) {
      form.setError('root', { message: accountFailureMessage(error) })
    }
  })

  return (
    <AccountCard
      title="Forgot your password?"
      description="Enter the email address of your staff account: we send it a link to choose a new password."
    >
      {request.data ? (
        <Done>
          <p>{request.data.message}</p>
          {signInLink}
        </Done>
      ) : (
        <form
          noValidate
          aria-label="Ask for a reset link"
          className="flex flex-col gap-4"
          onSubmit={onSubmit}
        >
          <FormError message={errors.root?.message} />
          <LabelledField id={`${id}-email`} label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </LabelledField>
          <Button type="submit" className="w-full" disabled={!hydrated || request.isPending}>
            {request.isPending ? 'Sending...' : 'Email me a link'}
          </Button>
          {signInLink}
        </form>
      )}
    </AccountCard>
  )
}

export function ResetPasswordPage() {
  const id = useId()
  const hydrated = useHydrated()
  const trpc = useTrpc()
  const { token = '' } = useSearch({ from: '/reset-password' })
  const reset = useMutation(trpc.passwordReset.complete.mutationOptions())
  const form = useForm<PasswordResetInput, unknown, z.output<typeof passwordResetSchema>>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { token, password: '' },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values)
    } catch (error) {
      form.setError('root', { message: accountFailureMessage(error) })
    }
  })

  return (
    <AccountCard
      title="Choose a new password"
      description="Choosing it signs your account out everywhere; then sign in with the new one."
    >
      {reset.data ? (
        <Done>
          <p>
            Your password is changed. Sign in as <strong>{reset.data.username}</strong> with it.
          </p>
          <Link to="/login" className="font-medium text-primary underline underline-offset-4">
            Sign in
          </Link>
        </Done>
      ) : (
        <form
          noValidate
          aria-label="Choose a new password"
          className="flex flex-col gap-4"
          onSubmit={onSubmit}
        >
          <FormError message={errors.root?.message ?? errors.token?.message} />
          <LabelledField
            id={`${id}-password`}
            label="New password"
            hint={`At least ${MIN_PASSWORD_LENGTH} characters; a few unrelated words make a strong one.`}
            error={errors.password?.message}
          >
            <Input type="password" autoComplete="new-password" {...form.register('password')} />
          </LabelledField>
          <Button type="submit" className="w-full" disabled={!hydrated || reset.isPending}>
            {reset.isPending ? 'Saving...' : 'Set the new password'}
          </Button>
          <Link to="/forgot-password" className="text-sm text-primary underline underline-offset-4">
            Ask for a new link
          </Link>
        </form>
      )}
    </AccountCard>
  )
}
