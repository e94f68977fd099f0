import { QueryClientProvider } from '@tanstack/react-query'
import { initTRPC } from '@trpc/server'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import superjson from 'superjson'
import { describe, expect, it, vi } from 'vitest'
import type { SessionUser } from '@/shared/auth/auth.schema'
import { WRONG_CURRENT_PASSWORD } from '@/shared/auth/auth.schema'
import { Toaster } from '@/web/components/ui/sonner'
import { createQueryClient } from '@/web/lib/query-client'
import { TrpcContext, type Trpc } from '@/web/lib/trpc'
import { badRequest } from '@/web/features/staff/kit/test-support'
import { ProfilePage } from './profile-page'

const admin: SessionUser = {
  id: 3,
  username: 'uxadmin',
  displayName: 'uxadmin',
  email: null,
  firstName: null,
  lastName: null,
  bio: null,
  role: 'admin',
  isAdmin: true,
}

/** The profile screen against stand-ins for auth.me, auth.updateProfile and auth.changePassword. */
function renderProfile() {
  const updateProfile = vi.fn((input: { displayName: string; bio?: string | null }) => ({
    ...admin,
    ...input,
  }))
  const changePassword = vi.fn((_input: { currentPassword: string; newPassword: string }) => ({
    passwordChanged: true,
    otherSessionsEnded: 2,
  }))
  const t = initTRPC.create({ transformer: superjson })
  const any = t.procedure.input((value: unknown) => value as never)
  const router = t.router({
    auth: t.router({
      me: t.procedure.query(() => admin),
      updateProfile: any.mutation(({ input }) => updateProfile(input)),
      changePassword: any.mutation(({ input }) => changePassword(input)),
    }),
  })
  const queryClient = createQueryClient()
  const trpc = createTRPCOptionsProxy({ router, ctx: {}, queryClient }) as unknown as Trpc
  // As the route's guard leaves it: the signed-in admin in the cache.
  queryClient.setQueryData(trpc.auth.me.queryKey(), admin)
  render(
    <QueryClientProvider client={queryClient}>
      <TrpcContext.Provider value={trpc}>
        <ProfilePage />
        <Toaster />
      </TrpcContext.Provider>
    </QueryClientProvider>,
  )
  return { updateProfile, changePassword, queryClient, trpc }
}

describe('ProfilePage', () => {
  it('saves the display name and bio and puts them in auth.me, so the staff bar shows it at once', async () => {
    const user = userEvent.setup()
    const { updateProfile, queryClient, trpc } = renderProfile()
    const field = screen.getByRole('textbox', { name: 'Display name' })
    expect(field).toHaveValue('uxadmin')
    await user.clear(field)
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    expect(await screen.findByText('Enter a display name')).toBeInTheDocument()
    expect(updateProfile).not.toHaveBeenCalled()

    await user.type(field, 'Morgan Lee')
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Writes about sampling.')
    await user.click(screen.getByRole('button', { name: 'Save profile' }))
    await waitFor(() =>
      expect(updateProfile).toHaveBeenCalledWith({
        displayName: 'Morgan Lee',
        bio: 'Writes about sampling.',
      }),
    )
    await waitFor(() =>
      expect(queryClient.getQueryData(trpc.auth.me.queryKey())).toMatchObject({ displayName: 'Morgan Lee' }),
    )
    expect(await screen.findByText('Profile saved')).toBeInTheDocument()
  })

  it('changes the password: the two new ones must match, and the form empties afterwards', async () => {
    const user = userEvent.setup()
    const { changePassword } = renderProfile()
    const current = screen.getByLabelText('Current password')
    const fresh = screen.getByLabelText('New password')
    await user.type(current, 'correct horse battery staple')
    await user.type(fresh, 'a brand new staff passphrase')
    await user.type(screen.getByLabelText('New password, again'), 'a different passphrase')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('The two new passwords differ')).toBeInTheDocument()
    expect(changePassword).not.toHaveBeenCalled()

    await user.clear(screen.getByLabelText('New password, again'))
    await user.type(screen.getByLabelText('New password, again'), 'a brand new staff passphrase')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() =>
      expect(changePassword).toHaveBeenCalledWith({
        currentPassword: 'correct horse battery staple',
        newPassword: 'a brand new staff passphrase',
      }),
    )
    await waitFor(() => expect(current).toHaveValue(''))
    expect(await screen.findByText('Password changed')).toBeInTheDocument()
    expect(screen.getByText('Signed out 2 other sessions; you stay signed in here.')).toBeInTheDocument()
  })

  it('puts a wrong current password beside that field', async () => {
    const user = userEvent.setup()
    const { changePassword } = renderProfile()
    changePassword.mockImplementation(() => {
      throw badRequest({ currentPassword: WRONG_CURRENT_PASSWORD })
    })
    const current = screen.getByLabelText('Current password')
    await user.type(current, 'not my password')
    await user.type(screen.getByLabelText('New password'), 'a brand new staff passphrase')
    await user.type(screen.getByLabelText('New password, again'), 'a brand new staff passphrase')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    await waitFor(() => expect(current).toHaveAccessibleDescription(WRONG_CURRENT_PASSWORD))
    expect(current).toHaveFocus()
  })
})
