import type { BrandProfileInput, Recommendation } from '@/shared/matching/matching.schema'
import type { TestApp } from '../server/harness'

/** A complete, valid brand profile for the matching tests; each test changes what it is about. */
export const brandProfile = (patch: Partial<BrandProfileInput> = {}): BrandProfileInput => ({
  name: 'Fizzy Water Co.',
  industry: 'Beverages',
  targetAudience: 'College students who want a healthier afternoon boost',
  values: 'Health, fun and community',
  marketingGoals: 'Trial and brand awareness at launch',
  budgetRange: '$25,000 - $50,000',
  additionalInfo: '',
  ...patch,
})

/** JSON recommendation as the REST API answers it (dates as strings). */
export type RecommendationJson = Omit<Recommendation, 'createdAt' | 'completedAt' | 'progress'> & {
  createdAt: string
  completedAt: string | null
  progress: (Omit<NonNullable<Recommendation['progress']>, 'startedAt'> & { startedAt: string }) | null
}

export const postJson = (t: TestApp, path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** Creates a profile and asks for recommendations through REST; returns the recommendation's public id. */
export async function startRecommendation(
  t: TestApp,
  profile: Partial<BrandProfileInput> = {},
  request: unknown = {},
  headers: Record<string, string> = {},
): Promise<string> {
  const created = await postJson(t, '/api/brand/profiles', brandProfile(profile), headers)
  if (created.status !== 201) throw new Error(`profile: ${created.status} ${await created.text()}`)
  const { data } = (await created.json()) as { data: { id: string } }
  const requested = await postJson(t, `/api/brand/profiles/${data.id}/recommendations`, request, headers)
  if (requested.status !== 202)
    throw new Error(`recommendations: ${requested.status} ${await requested.text()}`)
  return ((await requested.json()) as { data: { id: string } }).data.id
}

export async function readRecommendation(t: TestApp, id: string): Promise<RecommendationJson> {
  const response = await t.request(`/api/brand/recommendations/${id}`)
  if (response.status !== 200) throw new Error(`read: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { data: RecommendationJson }).data
}

/** Polls as the page does until the recommendation is no longer pending. */
export async function waitForRecommendation(
  t: TestApp,
  id: string,
  timeoutMs = 15_000,
): Promise<RecommendationJson> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const recommendation = await readRecommendation(t, id)
    if (recommendation.status !== 'pending') return recommendation
    if (Date.now() > deadline) throw new Error(`recommendation ${id} still pending after ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
