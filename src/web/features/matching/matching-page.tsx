import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { TRPCClientError } from '@trpc/client'
import { useState } from 'react'
import { DEFAULT_RECOMMENDATION_COUNT, type BrandProfileData } from '../../../shared/matching/matching.schema'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card'
import { useTrpc } from '../../lib/trpc'
import { BrandProfileForm } from './brand-profile-form'

/** Shown for a failed submit: the server's own words for a limit (429/503), a plain apology otherwise. */
export function submitFailure(error: unknown): string {
  const code =
    error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined
  if ((code === 'TOO_MANY_REQUESTS' || code === 'SERVICE_UNAVAILABLE') && error instanceof Error)
    return error.message
  return 'We could not start your recommendations. Please try again.'
}

export function MatchingHeading() {
  return (
    <div className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">AI-Powered Campus Matching</h1>
      <p className="mt-3 max-w-3xl text-muted-foreground">
        Tell us about your brand. We rank every school in our network against your audience, goals and budget,
        and write a recommendation for each of the best matches.
      </p>
    </div>
  )
}

/** The form phase: create the profile, request recommendations, open the results' own page. */
export function MatchingPage() {
  const trpc = useTrpc()
  const navigate = useNavigate()
  const createProfile = useMutation(trpc.matching.createProfile.mutationOptions())
  const requestRecommendations = useMutation(trpc.matching.requestRecommendations.mutationOptions())
  const [failure, setFailure] = useState<string | null>(null)

  async function submit(profile: BrandProfileData) {
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

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <MatchingHeading />
      <Card className="max-w-3xl">
        <CardHeader>
          <CardTitle>
            <h2 className="text-xl">Brand Profile</h2>
          </CardTitle>
          <CardDescription>All fields except Additional Information are required.</CardDescription>
        </CardHeader>
        <CardContent>
          <BrandProfileForm onSubmit={submit} failure={failure} />
        </CardContent>
      </Card>
    </div>
  )
}
