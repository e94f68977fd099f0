import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { toast } from '@/web/components/ui/sonner'
import { AdminDashboardPage } from './admin-dashboard-page'
import { renderStaff } from '@/web/features/staff/kit/test-support'
import { fakeInbox, submission } from './inbox-fake'

afterEach(() => {
  act(() => {
    toast.dismiss()
  })
})

const entries = () => screen.queryAllByRole('article')
const names = () => entries().map((entry) => within(entry).getByRole('heading').textContent)

describe('/admin inbox: lead notifications', () => {
  it('shows each lead as notified, pending or failed, and nothing for one stored while they were off', async () => {
    const fake = fakeInbox([
      submission(4, { notification: 'notified' }),
      submission(3, { notification: 'pending' }),
      submission(2, { notification: 'failed' }),
      submission(1, { notification: null }),
    ])
    await renderStaff(<AdminDashboardPage />, fake, '/admin')
    await waitFor(() => expect(entries()).toHaveLength(4))
    expect(entries().map((entry) => within(entry).queryByText(/^Notifi/)?.textContent ?? null)).toEqual([
      'Notified',
      'Notification pending',
      'Notification failed',
      null,
    ])
    expect(screen.queryByText(/Email notifications are off/)).toBeNull()
  })

  it('says how to turn them on when they are off', async () => {
    await renderStaff(
      <AdminDashboardPage />,
      fakeInbox([submission(1, { notification: null })], 'off'),
      '/admin',
    )
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Email notifications are off: set SMTP_URL and NOTIFY_EMAILS',
    )
  })

  it('shows the one lead an email links to, marked, with the way back to all of them', async () => {
    const fake = fakeInbox([submission(2), submission(1)])
    const user = userEvent.setup()
    const { router } = await renderStaff(<AdminDashboardPage />, fake, '/admin?lead=1')
    await waitFor(() => expect(names()).toEqual(['Lead 1']))
    expect(entries()[0]).toHaveAttribute('aria-current', 'true')
    expect(fake.contactList).toHaveBeenLastCalledWith(expect.objectContaining({ lead: 1 }))
    await user.click(screen.getByRole('link', { name: 'Show all submissions' }))
    await waitFor(() => expect(names()).toEqual(['Lead 2', 'Lead 1']))
    expect(router.state.location.search).toEqual({})
  })
})

describe('/admin inbox: filters, search and pages in the URL', () => {
  const many = () =>
    fakeInbox([
      ...Array.from({ length: 23 }, (_, i) => submission(i + 1, { company: 'Acme' })),
      submission(30, { firstName: 'Ada', lastName: 'Lovelace', company: 'Engines', status: 'contacted' }),
      submission(31, { firstName: 'Alan', lastName: 'Turing', company: 'Engines', status: 'closed' }),
    ])

  it('lists newest first, twenty a page, with page links that keep the filters', async () => {
    const user = userEvent.setup()
    const fake = many()
    const { router } = await renderStaff(<AdminDashboardPage />, fake, '/admin')
    await waitFor(() => expect(entries()).toHaveLength(20))
    expect(names().slice(0, 3)).toEqual(['Alan Turing', 'Ada Lovelace', 'Lead 23'])
    expect(screen.getByRole('heading', { name: 'Contact Submissions (25)' })).toBeInTheDocument()
    const pages = screen.getByRole('navigation', { name: 'Submission pages' })
    await user.click(within(pages).getByRole('link', { name: /2/ }))
    await waitFor(() => expect(names()).toEqual(['Lead 5', 'Lead 4', 'Lead 3', 'Lead 2', 'Lead 1']))
    expect(router.state.location.search).toEqual({ page: 2 })
  })

  it('filters by status and searches name, email or company, starting again at page 1', async () => {
    const user = userEvent.setup()
    const fake = many()
    const { router } = await renderStaff(<AdminDashboardPage />, fake, '/admin?page=2')
    await waitFor(() => expect(entries()).toHaveLength(5))
    await user.selectOptions(screen.getByLabelText('Status'), 'contacted')
    await waitFor(() => expect(names()).toEqual(['Ada Lovelace']))
    expect(router.state.location.search).toEqual({ status: 'contacted' })

    await user.selectOptions(screen.getByLabelText('Status'), '')
    await user.type(screen.getByLabelText('Search submissions'), 'engines')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(names()).toEqual(['Alan Turing', 'Ada Lovelace']))
    expect(router.state.location.search).toEqual({ q: 'engines' })
    expect(fake.contactList).toHaveBeenLastCalledWith({ q: 'engines', page: 1 })

    await user.clear(screen.getByLabelText('Search submissions'))
    await user.type(screen.getByLabelText('Search submissions'), 'nobody')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No submissions match these filters.')).toBeInTheDocument()
  })

  it('reads the filters from the URL on arrival', async () => {
    const fake = many()
    await renderStaff(<AdminDashboardPage />, fake, '/admin?status=closed&q=alan')
    await waitFor(() => expect(names()).toEqual(['Alan Turing']))
    expect(screen.getByLabelText('Status')).toHaveValue('closed')
    expect(screen.getByLabelText('Search submissions')).toHaveValue('alan')
  })
})

describe('/admin inbox: status changes', () => {
  it('confirms every change with a toast and shows the new status', async () => {
    const user = userEvent.setup()
    const fake = fakeInbox([submission(1, { firstName: 'Ada', lastName: 'Lovelace' })])
    await renderStaff(<AdminDashboardPage />, fake, '/admin')
    const control = await screen.findByLabelText('Status of Ada Lovelace')
    await user.selectOptions(control, 'contacted')
    expect(await screen.findByText('Status updated')).toBeInTheDocument()
    expect(screen.getByText('Ada Lovelace is now Contacted.')).toBeInTheDocument()
    expect(fake.contactSetStatus).toHaveBeenCalledWith({ id: 1, status: 'contacted' })
    await waitFor(() => expect(screen.getByLabelText('Status of Ada Lovelace')).toHaveValue('contacted'))
    await user.selectOptions(screen.getByLabelText('Status of Ada Lovelace'), 'closed')
    expect(await screen.findByText('Ada Lovelace is now Closed.')).toBeInTheDocument()
  })

  it('says so when a change fails', async () => {
    const user = userEvent.setup()
    const fake = fakeInbox([submission(1)])
    fake.contactSetStatus.mockImplementation(() => {
      throw new Error('database down')
    })
    await renderStaff(<AdminDashboardPage />, fake, '/admin')
    await user.selectOptions(await screen.findByLabelText('Status of Lead 1'), 'closed')
    expect(await screen.findByText('Failed to update the status. Please try again.')).toBeInTheDocument()
  })
})
