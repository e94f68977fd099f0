import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { BrandProfileForm } from './brand-profile-form'
import { useStartMatching } from './use-start-matching'

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
  const { start, failure } = useStartMatching()

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
          <BrandProfileForm onSubmit={start} failure={failure} />
        </CardContent>
      </Card>
    </div>
  )
}
