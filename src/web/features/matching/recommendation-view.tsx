import type { Recommendation } from '@/shared/matching/matching.schema'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent } from '@/web/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs'
import { BrandInsights } from './brand-insights'
import { BriefLimits } from './brief-limits'
import { ShortlistActions } from './shortlist-actions'
import { CampusCard } from './campus-card'
import { GenerationNote, GenerationProgress } from './generation-status'

/** How the list is ordered, ties included: the rule compareCandidates applies on the server (ADR 0054). */
export const ORDER_RULE =
  'Campuses in every place and of every kind your profile names come first, then higher scores; equal scores are ties, listed with the larger enrollment first.'

/** Spec: 'No recommendation data found / There was an error processing your request' with 'Try Again'. */
export function NoRecommendation({ onRetry, retrying = false }: { onRetry: () => void; retrying?: boolean }) {
  return (
    <Card role="alert">
      <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
        <h3 className="text-lg font-semibold">No recommendation data found</h3>
        <p className="text-muted-foreground">There was an error processing your request</p>
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? 'Processing...' : 'Try Again'}
        </Button>
      </CardContent>
    </Card>
  )
}

/**
 * The results phase (spec "Campus matching"): the profile's header, then progress while generation runs, the
 * no-data state when it failed or found nothing, or the two tabs.
 */
export function RecommendationView({
  recommendation,
  onReset,
  onRetry,
  onAdjust,
  retrying,
}: {
  recommendation: Recommendation
  onReset: () => void
  onRetry: () => void
  /** Opens the form filled with this brief ("Adjust this brief"). */
  onAdjust?: () => void
  retrying?: boolean
}) {
  const { brandProfile, status, recommendationData, generation } = recommendation
  const campuses = recommendationData?.recommendedCampuses ?? []
  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">Brand Profile: {brandProfile.name}</h2>
          <p className="mt-1 text-muted-foreground">
            {brandProfile.industry} · Budget: {brandProfile.budgetRange}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {onAdjust && status !== 'pending' ? <Button onClick={onAdjust}>Adjust this brief</Button> : null}
          <Button variant="outline" onClick={onReset}>
            Create New Brand Profile
          </Button>
        </div>
      </div>

      {status === 'pending' ? (
        <GenerationProgress progress={recommendation.progress} />
      ) : status === 'complete' && recommendationData?.limits?.notice && campuses.length === 0 ? (
        <BriefLimits limits={recommendationData.limits} />
      ) : status === 'failed' || !recommendationData || campuses.length === 0 ? (
        <NoRecommendation onRetry={onRetry} retrying={retrying} />
      ) : (
        <>
          {generation ? <GenerationNote generation={generation} /> : null}
          {recommendationData.limits ? <BriefLimits limits={recommendationData.limits} /> : null}
          <ShortlistActions recommendation={recommendation} />
          <Tabs defaultValue="campuses" className="gap-4">
            <TabsList aria-label="Recommendation views" className="w-full sm:w-fit">
              <TabsTrigger value="campuses">Recommended Campuses</TabsTrigger>
              <TabsTrigger value="insights">Brand Insights</TabsTrigger>
            </TabsList>
            <TabsContent value="campuses" className="grid gap-4">
              <p className="text-sm text-muted-foreground">{ORDER_RULE}</p>
              <div className="grid gap-6 md:grid-cols-2">
                {campuses.map((campus, index) => (
                  <CampusCard key={campus.schoolId} campus={campus} rank={index + 1} />
                ))}
              </div>
            </TabsContent>
            <TabsContent value="insights">
              <BrandInsights insights={recommendationData.brandInsights} />
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  )
}
