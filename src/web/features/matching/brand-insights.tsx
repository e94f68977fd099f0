import type { BrandInsights as Insights } from '@/shared/matching/matching.schema'
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card'

const LISTS = [
  ['Brand Strengths for Campus Marketing', 'strengthsForCampusMarketing'],
  ['Suggested Messaging Approaches', 'suggestedMessaging'],
  ['Strategic Considerations', 'strategicConsiderations'],
] as const

/** The 'Brand Insights' tab: card 'Strategic Brand Insights' with the three lists. */
export function BrandInsights({ insights }: { insights: Insights }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h3 className="text-lg">Strategic Brand Insights</h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        {LISTS.map(([title, field]) => (
          <section key={field} aria-labelledby={`insights-${field}`}>
            <h4 id={`insights-${field}`} className="font-semibold">
              {title}
            </h4>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {insights[field].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
      </CardContent>
    </Card>
  )
}
