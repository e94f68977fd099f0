import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeInbox, submission } from '@/web/features/staff/inbox/inbox-fake'
import { admin, renderStaff } from '@/web/features/staff/kit/test-support'
import { STAFF_SCREENS } from '@/web/features/staff/staff-screens'
import { StaffBar } from './staff-bar'

describe('StaffBar', () => {
  it('counts the leads that are still new beside the inbox link', async () => {
    const fake = fakeInbox([
      submission(1),
      submission(2),
      submission(3, { status: 'contacted' }),
      submission(4, { status: 'closed' }),
      submission(5),
    ])
    await renderStaff(<StaffBar user={admin} />, fake, '/')
    const link = await screen.findByRole('link', { name: 'Contact submissions 3 new' })
    expect(link).toHaveAttribute('href', '/admin')
    // Only the count is asked for: a page of one.
    expect(fake.contactList).toHaveBeenCalledWith({ status: 'new', page: 1, pageSize: 1 })
  })

  it('names the staff member by their display name and links to their profile', async () => {
    await renderStaff(<StaffBar user={{ ...admin, displayName: 'Amazing Grace' }} />, fakeInbox([]), '/')
    expect(screen.getByText('Amazing Grace')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Your profile' })).toHaveAttribute('href', '/staff/profile')
  })

  it('lists every staff screen, the blog and the staff home included, in one navigation', async () => {
    await renderStaff(<StaffBar user={admin} />, fakeInbox([]), '/')
    const nav = screen.getByRole('navigation', { name: 'Staff' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      STAFF_SCREENS.map((screen) => [screen.label, screen.to]),
    )
    expect(within(nav).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog/admin')
    expect(within(nav).getByRole('link', { name: 'Staff home' })).toHaveAttribute('href', '/staff')
  })

  it.each([
    ['/staff', 'Staff home'],
    ['/staff/programs/edit/4', 'Campus programs'],
    ['/admin?status=new', 'Contact submissions'],
    ['/blog/admin', 'Blog'],
  ])('on %s marks %s as the current page, and nothing else', async (url, current) => {
    await renderStaff(<StaffBar user={admin} />, fakeInbox([]), url)
    const nav = screen.getByRole('navigation', { name: 'Staff' })
    const marked = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
    expect(marked.map((link) => link.textContent)).toEqual([current])
  })

  it('shows no count when there is no new lead', async () => {
    await renderStaff(<StaffBar user={admin} />, fakeInbox([submission(1, { status: 'closed' })]), '/')
    await waitFor(() => expect(screen.getByRole('link', { name: 'Contact submissions' })).toBeInTheDocument())
  })

  it.each(['/admin', '/admin?status=new', '/staff/programs', '/staff/schools'])(
    'signing out on %s goes to /login',
    async (url) => {
      const user = userEvent.setup()
      const fake = fakeInbox([])
      const { router } = await renderStaff(<StaffBar user={admin} />, fake, url)
      await user.click(screen.getByRole('button', { name: 'Sign out' }))
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
      expect(fake.authLogout).toHaveBeenCalledOnce()
    },
  )

  it('signing out on a public page stays there', async () => {
    const user = userEvent.setup()
    const fake = fakeInbox([])
    const { router } = await renderStaff(<StaffBar user={admin} />, fake, '/')
    await user.click(screen.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(fake.authLogout).toHaveBeenCalledOnce())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(router.state.location.pathname).toBe('/')
  })
})
