import type { Recommendation } from '@/shared/matching/matching.schema'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { BrandProfileForm } from './brand-profile-form'
import { useStartMatching } from './use-start-matching'

/**
 * "Adjust this brief" (ADR 0056): the form, filled with this result's brief. Sending it makes a new profile and
 * a new result on its own URL; this result and its link stay as they are.
 */
export function AdjustBrief({
  brief,
  onCancel,
}: {
  brief: Recommendation['brandProfile']
  onCancel: () => void
}) {
  const { start, failure } = useStartMatching()
  const initial = {
    name: brief.name,
    industry: brief.industry,
    targetAudience: brief.targetAudience,
    values: brief.values,
    marketingGoals: brief.marketingGoals,
    budgetRange: brief.budgetRange as never,
    additionalInfo: brief.additionalInfo ?? '',
  }
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">Adjust this brief</h2>
        </CardTitle>
        <CardDescription>
          Change what you need and send it: you get a new result with its own link, and this one stays as it
          is.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <BrandProfileForm
          onSubmit={start}
          failure={failure}
          initial={initial}
          submitLabel="Get New Recommendations"
        />
        <Button type="button" variant="ghost" className="justify-self-start" onClick={onCancel}>
          Keep this result
        </Button>
      </CardContent>
    </Card>
  )
}
