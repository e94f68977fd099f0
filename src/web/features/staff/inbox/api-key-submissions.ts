import type { ContactSubmission } from '@/shared/contact/contact.schema'

/** What `GET /api/admin/contact` sends: the submission with its date as an ISO string. */
type SubmissionJson = Omit<ContactSubmission, 'createdAt'> & { createdAt: string }

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
  return data.map((submission) => ({ ...submission, createdAt: new Date(submission.createdAt) }))
}
