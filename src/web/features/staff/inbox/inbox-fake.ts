import { vi } from 'vitest'
import type { ContactStatus } from '@/shared/contact/contact-fields'
import type {
  ContactListInput,
  ContactSubmission,
  ContactSubmissionList,
} from '@/shared/contact/contact.schema'
import { fakeProcedures } from '@/web/features/staff/kit/test-support'

/**
 * The inbox's stand-in data for `renderStaff`: `contact.list` filters and pages an array the way the server does
 * (the server's own tests check the server), `contact.setStatus` changes it; each call's input is recorded.
 */
export const submission = (id: number, fields: Partial<ContactSubmission> = {}): ContactSubmission => ({
  id,
  firstName: 'Lead',
  lastName: String(id),
  email: `lead${id}@example.com`,
  jobTitle: 'CMO',
  company: 'Acme',
  message: null,
  createdAt: new Date(Date.UTC(2026, 10, 24, 12, id)),
  userId: null,
  status: 'new',
  source: 'contact',
  notification: 'notified',
  call: null,
  school: null,
  owner: null,
  spam: null,
  furtherMessages: 0,
  ...fields,
})

export function fakeInbox(rows: ContactSubmission[], notifications: 'on' | 'off' = 'on') {
  const list = vi.fn((input: ContactListInput = {}): ContactSubmissionList => {
    const words = (input.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)
    const matches = rows
      .filter((row) => !input.status || row.status === input.status)
      .filter((row) => !input.lead || row.id === input.lead)
      .filter((row) =>
        words.every((word) =>
          [row.firstName, row.lastName, row.email, row.company].some((field) =>
            field.toLowerCase().includes(word),
          ),
        ),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    const size = Number(input.pageSize ?? 20)
    const page = Number(input.page ?? 1)
    return {
      submissions: input.page ? matches.slice((page - 1) * size, page * size) : matches,
      total: matches.length,
      page,
      pageCount: input.page ? Math.ceil(matches.length / size) : Math.min(matches.length, 1),
      notifications,
    }
  })
  const setStatus = vi.fn((input: { id: number; status: ContactStatus }) => {
    const row = rows.find((candidate) => candidate.id === input.id)!
    row.status = input.status
    return row
  })
  return Object.assign(fakeProcedures(), { rows, contactList: list, contactSetStatus: setStatus })
}
