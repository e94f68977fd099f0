import { Link } from '@tanstack/react-router'
import type { RecommendedCampus } from '@/shared/matching/matching.schema'
import { schoolPath } from '@/shared/schools/slug'
import { Badge } from '@/web/components/ui/badge'
import { Card, CardContent, CardHeader } from '@/web/components/ui/card'
import { cn } from '@/web/lib/cn'
import { CompareToggle } from '@/web/features/schools/compare/compare-toggle'
import { SCORE_BAR_CLASS, scoreBand } from './score-band'
import { formatWholeNumber } from '@/shared/us-format'

const SECTIONS = [
  ["Why It's a Match", 'matchReason'],
  ['Target Student Profile', 'targetStudentProfile'],
  ['Suggested Marketing Approach', 'suggestedMarketingApproach'],
  ['Potential Challenges', 'potentialChallenges'],
] as const

const facts = ({ school }: RecommendedCampus) =>
  [
    [school.city, school.state].filter(Boolean).join(', '),
    school.type,
    school.studentPopulation !== null ? `${formatWholeNumber(school.studentPopulation)} students` : null,
  ]
    .filter(Boolean)
    .join(' · ')

/**
 * Results stored since ADR 0054 list every part in whole points that add up to the score; older ones listed
 * the four largest, so the total line shows only where it is true.
 */
const scoreIsSum = (campus: RecommendedCampus) =>
  campus.factors.reduce((sum, factor) => sum + factor.points, 0) === campus.matchScore

/** One recommended campus (spec "Campus matching"): name linking to the school's page, score, rank, four sections. */
export function CampusCard({ campus, rank }: { campus: RecommendedCampus; rank: number }) {
  const headingId = `campus-${campus.schoolId}`
  // Typed as a plain path: the school pages belong to the school directory.
  const schoolPage: string = schoolPath(campus.school.slug)
  return (
    <Card aria-labelledby={headingId} role="article" className="gap-4">
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="text-lg leading-snug font-semibold">
            <Link to={schoolPage} className="underline-offset-4 hover:underline">
              {campus.schoolName}
            </Link>
          </h3>
          <Badge variant="secondary" aria-label={`Rank ${rank}`}>
            #{rank}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">{facts(campus)}</p>
        <CompareToggle school={{ id: campus.schoolId, name: campus.schoolName }} className="self-start" />
        {campus.school.hbcu || campus.school.isActive ? (
          <div className="flex flex-wrap gap-2">
            {campus.school.hbcu ? <Badge variant="outline">HBCU</Badge> : null}
            {campus.school.isActive ? <Badge variant="outline">Active Partner</Badge> : null}
          </div>
        ) : null}
        <p className="text-sm font-medium">
          Match Score: {campus.matchScore}%
          {campus.tied ? <span className="text-muted-foreground"> (tie)</span> : null}
        </p>
        <div className="h-2 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div
            data-band={scoreBand(campus.matchScore)}
            className={cn('h-full rounded-full', SCORE_BAR_CLASS[scoreBand(campus.matchScore)])}
            style={{ width: `${campus.matchScore}%` }}
          />
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {SECTIONS.map(([title, field]) => (
          <section key={field} aria-label={title}>
            <h4 className="text-sm font-semibold">{title}</h4>
            <p className="mt-1 text-sm text-muted-foreground">{campus[field]}</p>
            {campus.engines ? (
              <p className="mt-1 text-xs text-muted-foreground">
                {campus.engines[field] === 'ollama'
                  ? 'Worded by the local model, each fact checked against the directory'
                  : 'Written from the directory’s facts'}
              </p>
            ) : null}
          </section>
        ))}
        {campus.factors.length ? (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-primary">
              How the score was calculated
            </summary>
            <ul className="mt-2 grid gap-1 text-muted-foreground">
              {campus.factors.map((factor) => (
                <li key={factor.label} className="flex justify-between gap-3">
                  <span>{factor.label}</span>
                  <span className="shrink-0 tabular-nums">+{factor.points}</span>
                </li>
              ))}
              {scoreIsSum(campus) ? (
                <li className="flex justify-between gap-3 border-t pt-1 font-medium text-foreground">
                  <span>Match score (the sum of the parts)</span>
                  <span className="shrink-0 tabular-nums">{campus.matchScore}</span>
                </li>
              ) : null}
            </ul>
          </details>
        ) : null}
      </CardContent>
    </Card>
  )
}
