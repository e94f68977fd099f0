import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { LockKeyhole } from '@/web/components/icons/icons'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { loginSchema, type LoginInput, type SessionUser } from '@/shared/auth/auth.schema'
import type { TwoFactorChallenge } from '@/shared/auth/two-factor.schema'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { Input } from '@/web/components/ui/input'
import { LabelledField } from '@/web/components/ui/labelled-field'
import { useTrpc } from '@/web/lib/trpc'
import { procedureFailure } from '@/web/lib/trpc-error'
import { useHydrated } from '@/web/lib/use-hydrated'
import { safeRedirect } from './safe-redirect'
import { SecondStepForm } from './second-step-form'
import { applySession } from './session-cache'

const resolver = zodResolver(loginSchema)

/** /login (decision D5): staff sign in with username or email and password, then go where they were headed. */
export function LoginPage() {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { redirect } = useSearch({ from: '/login' })
  const id = useId()
  const hydrated = useHydrated()
  const form = useForm<LoginInput>({ defaultValues: { username: '', password: '' }, resolver })
  const { errors } = form.formState
  const login = useMutation(trpc.auth.login.mutationOptions())
  // Set when the account has two-factor sign-in: the code is asked next (second-step-form.tsx).
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null)

  async function signedIn(user: SessionUser) {
    applySession(queryClient, trpc, user)
    // The destination's own guard runs with the new session on the way in.
    await navigate({ href: safeRedirect(redirect), replace: true })
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await login.mutateAsync(values)
      if ('twoFactorRequired' in result) return setChallenge(result)
      await signedIn(result)
    } catch (error) {
      const failure = procedureFailure(error)
      if (failure.fields?.username || failure.fields?.password) {
        if (failure.fields.username) form.setError('username', { message: failure.fields.username })
        if (failure.fields.password) form.setError('password', { message: failure.fields.password })
        return
      }
      // 401 (wrong username or password, one message for both) and 429 (throttled) carry their own words.
      const known = failure.code === 'UNAUTHORIZED' || failure.code === 'TOO_MANY_REQUESTS'
      form.setError('root', {
        message: known ? failure.message : 'Sign-in failed. Please check your connection and try again.',
      })
    }
  })

  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-16 sm:py-24">
      <Card>
        <CardHeader>
          <LockKeyhole aria-hidden className="mb-2 size-8 text-primary" />
          <CardTitle>
            <h1 className="text-2xl font-bold tracking-tight">Staff Sign In</h1>
          </CardTitle>
          <CardDescription>
            Manage the blog, schools, campus programs and contact submissions.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {challenge && (
            <SecondStepForm
              challenge={challenge}
              onSignedIn={signedIn}
              onRestart={() => setChallenge(null)}
            />
          )}
          <form
            hidden={!!challenge}
            noValidate
            method="post"
            className="flex flex-col gap-4"
            onSubmit={onSubmit}
          >
            <LabelledField id={`${id}-username`} label="Username or email" error={errors.username?.message}>
              <Input
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                {...form.register('username')}
              />
            </LabelledField>
            <LabelledField id={`${id}-password`} label="Password" error={errors.password?.message}>
              <Input type="password" autoComplete="current-password" {...form.register('password')} />
            </LabelledField>
            {errors.root?.message && (
              <p
                role="alert"
                className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive"
              >
                {errors.root.message}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={!hydrated || login.isPending}>
              {login.isPending ? 'Signing in...' : 'Sign in'}
            </Button>
            <Link to="/forgot-password" className="text-sm text-primary underline underline-offset-4">
              Forgot password?
            </Link>
          </form>
        </CardContent>
      </Card>
      {/* The spec's other way into the lead inbox (decision D6): the admin API key, typed on /admin. */}
      <p className="mt-4 text-center text-sm text-muted-foreground">
        Have the admin API key?{' '}
        <Link to="/admin" search={{ with: 'key' }} className="text-primary underline underline-offset-4">
          Read contact submissions with it
        </Link>
      </p>
    </div>
  )
}
