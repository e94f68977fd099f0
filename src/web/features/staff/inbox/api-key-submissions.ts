import type { ContactSubmission } from '@/shared/contact/contact.schema'

type Call = NonNullable<ContactSubmission['call']>

/** What `GET /api/admin/contact` sends: the submission with its dates (and a booked call's) as ISO strings. */
type SubmissionJson = Omit<ContactSubmission, 'createdAt' | 'call'> & {
  createdAt: string
  call: (Omit<Call, 'startsAt' | 'endsAt'> & { startsAt: string; endsAt: string }) | null
}

/**
 * The spec's call for the API-key card: `GET /api/admin/contact` with the key in X-API-Key. A non-OK answer
 * becomes the spec's error, "{status}: {response text}" (the status text when the body is empty).
 */
export async function fetchSubmissionsWithKey(apiKey: string): Promise<ContactSubmission[]> {
  const response = await fetch('/api/admin/contact', {
    credentials: 'include',
    headers: { 'X-API-Key': apiKey, 'Content-Type': 'application/json', Accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`)
  const { data } = (await response.json()) as { data: SubmissionJson[] }
  return data.map(({ createdAt, call, ...submission }) => ({
    ...submission,
    createdAt: new Date(createdAt),
    call: call && { ...call, startsAt: new Date(call.startsAt), endsAt: new Date(call.endsAt) },
  }))
}
