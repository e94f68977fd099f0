import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { DEFAULT_RECOMMENDATION_COUNT } from '@/shared/matching/matching-fields'
import { useTrpc } from '@/web/lib/trpc'
import { AdjustBrief } from './adjust-brief'
import { MatchingHeading } from './matching-page'
import { NoRecommendation, RecommendationView } from './recommendation-view'

/** How often the page asks again while a recommendation is being written (only then: the spec does not poll). */
export const POLL_MS = 1000

/** The results phase, on its own URL so it can be shared and reopened. */
export function ResultsPage({ id }: { id: string }) {
  const trpc = useTrpc()
  const navigate = useNavigate()
  const { data } = useSuspenseQuery({
    ...trpc.matching.recommendation.queryOptions({ id }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? POLL_MS : false),
  })
  const retry = useMutation(trpc.matching.requestRecommendations.mutationOptions())
  const [adjusting, setAdjusting] = useState(false)

  const reset = () => void navigate({ to: '/brand-matching' })
  const tryAgain = () =>
    retry.mutate(
      { profileId: data.brandProfile.id, count: DEFAULT_RECOMMENDATION_COUNT },
      {
        onSuccess: ({ id: next }) =>
          void navigate({ to: '/brand-matching/results/$id', params: { id: next } }),
      },
    )

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <MatchingHeading />
      {adjusting ? (
        <AdjustBrief brief={data.brandProfile} onCancel={() => setAdjusting(false)} />
      ) : (
        <RecommendationView
          recommendation={data}
          onReset={reset}
          onRetry={tryAgain}
          onAdjust={() => setAdjusting(true)}
          retrying={retry.isPending}
        />
      )}
    </div>
  )
}

/** An unknown or malformed results URL: the spec's no-data state; 'Try Again' starts over with the form. */
export function ResultsNotFound() {
  const navigate = useNavigate()
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <MatchingHeading />
      <NoRecommendation onRetry={() => void navigate({ to: '/brand-matching' })} />
    </div>
  )
}
