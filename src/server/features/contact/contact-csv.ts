import {
  CONTACT_SOURCE_LABELS,
  CONTACT_STATUS_LABELS,
  type ContactSubmission,
} from '@/shared/contact/contact.schema'
import { toCsv } from '@/shared/csv'
import type { Em } from '@/server/db/orm'
import { ContactSubmissionEntity } from './contact-submission.entity'
import { NEWEST_FIRST, toDto, WITH_SCHOOL, type TimeZoneConfig } from './contact.service'

/** Every submission but spam (ADR 0130), newest first (the CSV export). */
async function allContactSubmissions(em: Em, config: TimeZoneConfig): Promise<ContactSubmission[]> {
  const rows = await em.find(
    ContactSubmissionEntity,
    { spam: null },
    { orderBy: NEWEST_FIRST, ...WITH_SCHOOL },
  )
  return rows.map((row) => toDto(row, config))
}

export const CSV_HEADER = [
  'ID',
  'Submitted (UTC)',
  'Status',
  'Source',
  'First name',
  'Last name',
  'Email',
  'Job title',
  'Company',
  'Message',
  'User ID',
  'Call starts (UTC)',
  'School',
] as const

/** All submissions as a CSV file, newest first, formula-safe (see csv.ts). */
export async function contactSubmissionsCsv(em: Em, config: TimeZoneConfig): Promise<string> {
  const submissions = await allContactSubmissions(em, config)
  return toCsv([
    CSV_HEADER,
    ...submissions.map((s) => [
      s.id,
      s.createdAt.toISOString(),
      CONTACT_STATUS_LABELS[s.status],
      CONTACT_SOURCE_LABELS[s.source],
      s.firstName,
      s.lastName,
      s.email,
      s.jobTitle,
      s.company,
      s.message,
      s.userId,
      s.call?.startsAt.toISOString() ?? null,
      s.school?.name ?? null,
    ]),
  ])
}
