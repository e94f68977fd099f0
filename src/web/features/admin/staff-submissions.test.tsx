import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { initTRPC } from '@trpc/server'
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query'
import superjson from 'superjson'
import { describe, expect, it } from 'vitest'
import type { ContactSubmission, ContactSubmissionList } from '@/shared/contact/contact.schema'
import { createQueryClient } from '@/web/lib/query-client'
import { TrpcContext, type Trpc } from '@/web/lib/trpc'
import { StaffSubmissions } from './staff-submissions'

/** contact.list as the server answers it, through a tRPC router of the same shape called in-process. */
function renderWith(list: ContactSubmissionList, lead?: number) {
  const t = initTRPC.create({ transformer: superjson })
  const router = t.router({ contact: t.router({ list: t.procedure.query(() => list) }) })
  const queryClient = createQueryClient()
  const trpc = createTRPCOptionsProxy({ router, ctx: {}, queryClient }) as unknown as Trpc
  const me = { id: 1, username: 'grace', email: null, firstName: 'Grace', lastName: 'Hopper', isAdmin: true }
  return render(
    <QueryClientProvider client={queryClient}>
      <TrpcContext.Provider value={trpc}>
        <StaffSubmissions me={me} lead={lead} />
      </TrpcContext.Provider>
    </QueryClientProvider>,
  )
}

const submission = (id: number, notification: ContactSubmission['notification']): ContactSubmission => ({
  id,
  firstName: 'Lead',
  lastName: String(id),
  email: `lead${id}@example.com`,
  jobTitle: 'CMO',
  company: 'Acme',
  message: null,
  createdAt: new Date('2026-11-24T12:00:00Z'),
  userId: null,
  status: 'new',
  source: 'contact',
  notification,
})

describe('StaffSubmissions: lead notifications', () => {
  it('shows each lead as notified, pending or failed, and nothing for one stored while they were off', async () => {
    renderWith({
      notifications: 'on',
      submissions: [
        submission(4, 'notified'),
        submission(3, 'pending'),
        submission(2, 'failed'),
        submission(1, null),
      ],
    })
    const entries = await screen.findAllByRole('article')
    expect(entries.map((entry) => within(entry).queryByText(/^Notifi/)?.textContent ?? null)).toEqual([
      'Notified',
      'Notification pending',
      'Notification failed',
      null,
    ])
    expect(screen.queryByText(/Email notifications are off/)).toBeNull()
  })

  it('says how to turn them on when they are off', async () => {
    renderWith({ notifications: 'off', submissions: [submission(1, null)] })
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Email notifications are off: set SMTP_URL and NOTIFY_EMAILS',
    )
  })

  it('marks the lead an email linked to', async () => {
    renderWith({ notifications: 'on', submissions: [submission(2, 'notified'), submission(1, 'notified')] }, 1)
    const entries = await screen.findAllByRole('article')
    expect(entries.map((entry) => entry.getAttribute('aria-current'))).toEqual([null, 'true'])
  })
})
