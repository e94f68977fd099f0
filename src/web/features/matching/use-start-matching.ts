import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { TRPCClientError } from '@trpc/client'
import { useState } from 'react'
import { DEFAULT_RECOMMENDATION_COUNT } from '@/shared/matching/matching-fields'
import type { BrandProfileData } from '@/shared/matching/matching.schema'
import { useTrpc } from '@/web/lib/trpc'

/** Shown for a failed submit: the server's own words for a limit (429/503), a plain apology otherwise. */
export function submitFailure(error: unknown): string {
  const code =
    error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined
  if ((code === 'TOO_MANY_REQUESTS' || code === 'SERVICE_UNAVAILABLE') && error instanceof Error)
    return error.message
  return 'We could not start your recommendations. Please try again.'
}

/**
 * A brief in, a new result's page out: store the profile, ask for its recommendations, open the result. The
 * form page and "Adjust this brief" both start here, so an adjusted brief is a new profile with a new result
 * and the old result's link keeps showing what it showed (ADR 0056).
 */
export function useStartMatching() {
  const trpc = useTrpc()
  const navigate = useNavigate()
  const createProfile = useMutation(trpc.matching.createProfile.mutationOptions())
  const requestRecommendations = useMutation(trpc.matching.requestRecommendations.mutationOptions())
  const [failure, setFailure] = useState<string | null>(null)

  async function start(profile: BrandProfileData) {
    setFailure(null)
    try {
      const { id: profileId } = await createProfile.mutateAsync(profile)
      const { id } = await requestRecommendations.mutateAsync({
        profileId,
        count: DEFAULT_RECOMMENDATION_COUNT,
      })
      await navigate({ to: '/brand-matching/results/$id', params: { id } })
    } catch (error) {
      setFailure(submitFailure(error))
    }
  }
  return { start, failure }
}
