import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Recommendation, RecommendedCampus } from '@/shared/matching/matching.schema'
import { renderWithRouter } from '../../../../tests/support/render-with-router'
import { RecommendationView } from './recommendation-view'

const campus = (
  schoolId: number,
  schoolName: string,
  matchScore: number,
  slug: string,
): RecommendedCampus => ({
  schoolId,
  schoolName,
  matchScore,
  matchReason: `Reason for ${schoolName}`,
  targetStudentProfile: `Students of ${schoolName}`,
  suggestedMarketingApproach: `Approach for ${schoolName}`,
  potentialChallenges: `Challenges at ${schoolName}`,
  school: {
    slug,
    city: 'Houston',
    state: 'TX',
    type: 'Public Research University',
    studentPopulation: 45364,
    hbcu: false,
    isActive: true,
  },
  factors: [{ label: 'In Texas, named in your profile', points: 38.9 }],
})

const base: Recommendation = {
  id: 'Rq3v0dG1m9kT2xWcYb8sLA',
  status: 'complete',
  brandProfile: {
    id: 'pF7nK2aQe5jX0uVtM4cH1w',
    name: 'Lone Star Sparkling',
    industry: 'Beverages',
    budgetRange: '$25,000 - $50,000',
    targetAudience: 'Students in Texas',
    values: 'Refreshment',
    marketingGoals: 'Sampling',
    additionalInfo: null,
  },
  recommendationData: {
    recommendedCampuses: [
      campus(1, 'University of Houston', 94, 'university-of-houston'),
      campus(2, 'Rice University', 80, 'rice-university'),
      campus(3, 'Texas A & M University-College Station', 60, 'texas-a-&-m-university-college-station'),
    ],
    brandInsights: {
      strengthsForCampusMarketing: ['Strength A'],
      suggestedMessaging: ['Message A'],
      strategicConsiderations: ['Consideration A'],
    },
  },
  generation: { engine: 'ollama', model: 'qwen2.5:3b', durationMs: 12_400 },
  progress: null,
  createdAt: new Date('2026-01-05T10:00:00Z'),
  completedAt: new Date('2026-01-05T10:00:12Z'),
}

const view = (recommendation: Recommendation, handlers = { onReset: vi.fn(), onRetry: vi.fn() }) =>
  renderWithRouter(<RecommendationView recommendation={recommendation} {...handlers} />)

describe('RecommendationView', () => {
  it('shows the profile header, and cards with name link, score, rank, band colour and the four sections', async () => {
    await view(base)
    expect(screen.getByRole('heading', { name: 'Brand Profile: Lone Star Sparkling' })).toBeInTheDocument()
    expect(screen.getByText('Beverages · Budget: $25,000 - $50,000')).toBeInTheDocument()
    expect(
      screen.getByText('Written by qwen2.5:3b (Ollama) in 12.4 s.', { exact: false }),
    ).toBeInTheDocument()
    const cards = screen.getAllByRole('article')
    expect(cards).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'University of Houston' })).toHaveAttribute(
      'href',
      '/schools/name/university-of-houston',
    )
    expect(screen.getByRole('link', { name: 'Texas A & M University-College Station' })).toHaveAttribute(
      'href',
      '/schools/name/texas-a-%26-m-university-college-station',
    )
    expect(screen.getByText('Match Score: 94%')).toBeInTheDocument()
    expect(screen.getByText('#1')).toBeInTheDocument()
    expect(screen.getByText('#3')).toBeInTheDocument()
    expect(cards.map((card) => card.querySelector('[data-band]')?.getAttribute('data-band'))).toEqual([
      'high',
      'good',
      'fair',
    ])
    for (const section of [
      "Why It's a Match",
      'Target Student Profile',
      'Suggested Marketing Approach',
      'Potential Challenges',
    ])
      expect(screen.getAllByRole('heading', { name: section })).toHaveLength(3)
    expect(screen.getByText('Reason for Rice University')).toBeInTheDocument()
    expect(screen.queryByText(/Reused from an identical profile/)).not.toBeInTheDocument()
  })

  it('says when the text is an identical profile’s recent result, reused', async () => {
    await view({
      ...base,
      generation: { engine: 'deterministic', reason: 'disabled', durationMs: 3, reused: true },
    })
    expect(screen.getByText(/Reused from an identical profile’s recent result\./)).toBeInTheDocument()
  })

  it('switches to Brand Insights with the keyboard', async () => {
    const user = userEvent.setup()
    await view(base)
    screen.getByRole('tab', { name: 'Recommended Campuses' }).focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Brand Insights' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('heading', { name: 'Strategic Brand Insights' })).toBeInTheDocument()
    for (const list of [
      'Brand Strengths for Campus Marketing',
      'Suggested Messaging Approaches',
      'Strategic Considerations',
    ])
      expect(screen.getByRole('heading', { name: list })).toBeInTheDocument()
    expect(screen.getByText('Consideration A')).toBeInTheDocument()
  })

  it('shows progress, the shortlist and skeletons while pending', async () => {
    await view({
      ...base,
      status: 'pending',
      recommendationData: null,
      generation: null,
      progress: {
        stage: 'writing',
        writer: 'ollama',
        model: 'qwen2.5:3b',
        schoolsConsidered: 4082,
        shortlist: [{ schoolId: 1, schoolName: 'University of Houston', matchScore: 94 }],
        startedAt: new Date(),
      },
    })
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ranked 4,082 schools. Writing your recommendations with qwen2.5:3b',
    )
    expect(screen.getByText('University of Houston')).toBeInTheDocument()
    expect(screen.getByTestId('results-skeleton')).toBeInTheDocument()
    expect(screen.queryByRole('tab')).not.toBeInTheDocument()
  })

  it('shows the no-data state for a failed or empty result; Try Again and Create New Brand Profile call back', async () => {
    const user = userEvent.setup()
    const handlers = { onReset: vi.fn(), onRetry: vi.fn() }
    await view({ ...base, status: 'failed', recommendationData: null }, handlers)
    expect(screen.getByText('No recommendation data found')).toBeInTheDocument()
    expect(screen.getByText('There was an error processing your request')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(handlers.onRetry).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: 'Create New Brand Profile' }))
    expect(handlers.onReset).toHaveBeenCalledOnce()
  })

  it('treats a complete result without campuses as no data', async () => {
    await view({ ...base, recommendationData: { ...base.recommendationData!, recommendedCampuses: [] } })
    expect(screen.getByText('No recommendation data found')).toBeInTheDocument()
  })

  it("shows the brief's requirements, the notice of a short list, ties, and the score as the sum of its parts", async () => {
    const [first, second] = base.recommendationData!.recommendedCampuses
    const parts = [
      { label: 'In Texas, named in your profile', points: 39 },
      { label: 'Partner school: 1 campus program running', points: 7 },
      { label: 'Students reachable on campus: about 45,000 students', points: 5 },
    ]
    await view({
      ...base,
      recommendationData: {
        ...base.recommendationData!,
        recommendedCampuses: [
          {
            ...first!,
            matchScore: 51,
            factors: parts,
            tied: true,
            engines: {
              matchReason: 'ollama',
              targetStudentProfile: 'deterministic',
              suggestedMarketingApproach: 'deterministic',
              potentialChallenges: 'deterministic',
            },
          },
          { ...second!, matchScore: 51, factors: parts, tied: true },
        ],
        limits: {
          rules: ['In Texas', 'HBCUs only'],
          eligible: 2,
          wanted: 10,
          notice:
            'Only two campuses match every requirement of your brief (In Texas; HBCUs only), so this list has two rather than ten.',
          unread: ['"only in the Ozarks": a place we could not read, so the list is not limited to it'],
        },
      },
    })
    // Which writer wrote each field, where the model wrote any (issue 39).
    expect(
      screen.getAllByText('Worded by the local model, each fact checked against the directory'),
    ).toHaveLength(1)
    expect(screen.getAllByText('Written from the directory’s facts')).toHaveLength(3)
    // What the scorer could not read is said, apart from the rules it enforced (issue 39).
    expect(screen.getByText('Not read from your brief, so not applied:')).toBeInTheDocument()
    expect(
      screen.getByText('"only in the Ozarks": a place we could not read, so the list is not limited to it'),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Only two campuses match every requirement of your brief (In Texas; HBCUs only), so this list has two rather than ten.',
    )
    expect(screen.getByText('HBCUs only')).toBeInTheDocument()
    expect(screen.getAllByText('(tie)')).toHaveLength(2)
    expect(screen.getAllByText('Match score (the sum of the parts)')).toHaveLength(2)
    expect(
      screen.getByText(/equal scores are ties, listed with the larger enrollment first/),
    ).toBeInTheDocument()
  })

  it('shows the notice instead of the error state when no campus meets the brief', async () => {
    await view({
      ...base,
      recommendationData: {
        ...base.recommendationData!,
        recommendedCampuses: [],
        limits: {
          rules: ['In Florida', 'Tribal colleges only'],
          eligible: 0,
          wanted: 5,
          notice:
            'No campus matches every requirement of your brief (In Florida; Tribal colleges only), so this result lists none. Loosen a requirement to see campuses.',
        },
      },
    })
    expect(screen.getByRole('status')).toHaveTextContent('No campus matches every requirement of your brief')
    expect(screen.queryByText('No recommendation data found')).not.toBeInTheDocument()
  })

  it('offers "Adjust this brief" once the result is there', async () => {
    const user = userEvent.setup()
    const handlers = { onReset: vi.fn(), onRetry: vi.fn(), onAdjust: vi.fn() }
    await renderWithRouter(<RecommendationView recommendation={base} {...handlers} />)
    await user.click(screen.getByRole('button', { name: 'Adjust this brief' }))
    expect(handlers.onAdjust).toHaveBeenCalledOnce()
  })

  it('links "Book a call about this shortlist" to /book-call with the result named', async () => {
    await view(base)
    expect(screen.getByRole('link', { name: 'Book a call about this shortlist' })).toHaveAttribute(
      'href',
      '/book-call?shortlist=Rq3v0dG1m9kT2xWcYb8sLA',
    )
    expect(screen.getByRole('button', { name: 'Download shortlist (CSV)' })).toBeInTheDocument()
  })
})
