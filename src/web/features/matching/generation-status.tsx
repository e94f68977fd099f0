import { useEffect, useState } from 'react'
import type { Generation, Progress } from '@/shared/matching/matching.schema'
import { Card, CardContent } from '@/web/components/ui/card'
import { Skeleton } from '@/web/components/ui/skeleton'
import { formatWholeNumber } from '@/shared/us-format'

/** Seconds since `from`, ticking once a second; null on the server and before hydration (no mismatch). */
function useElapsedSeconds(from: Date): number | null {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    const tick = () => setNow(Date.now())
    const first = setTimeout(tick, 0)
    const timer = setInterval(tick, 1000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [])
  return now === null ? null : Math.max(0, Math.round((now - from.getTime()) / 1000))
}

function stageText(progress: Progress): string {
  if (progress.stage === 'queued') return 'Waiting for a free slot\u2026'
  if (progress.stage === 'ranking') return 'Ranking every school in our network\u2026'
  const ranked = progress.schoolsConsidered
    ? `Ranked ${formatWholeNumber(progress.schoolsConsidered)} schools. `
    : ''
  return progress.writer === 'ollama'
    ? `${ranked}Writing your recommendations with ${progress.model ?? 'the local AI model'}\u2026`
    : `${ranked}Writing your recommendations\u2026`
}

/** While generation runs: what it is doing, the shortlist as soon as it exists, and skeleton cards. */
export function GenerationProgress({ progress }: { progress: Progress | null }) {
  const elapsed = useElapsedSeconds(progress?.startedAt ?? new Date())
  return (
    <div aria-busy="true" className="grid gap-6">
      <Card>
        <CardContent className="grid gap-3">
          <p role="status" className="font-medium">
            {progress ? stageText(progress) : 'Preparing your recommendations\u2026'}
            {elapsed !== null && elapsed > 1 ? (
              <span className="text-muted-foreground"> ({elapsed} s)</span>
            ) : null}
          </p>
          {progress?.shortlist.length ? (
            <div>
              <p className="text-sm text-muted-foreground">Your shortlist so far:</p>
              <ol className="mt-1 list-decimal pl-5 text-sm">
                {progress.shortlist.map((entry) => (
                  <li key={entry.schoolId}>
                    {entry.schoolName} <span className="text-muted-foreground">({entry.matchScore}%)</span>
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <ResultsSkeleton />
    </div>
  )
}

/** Placeholder cards in the shape of the results (spec: skeletons while loading). */
export function ResultsSkeleton({ cards = 4 }: { cards?: number }) {
  return (
    <div className="grid gap-6 md:grid-cols-2" data-testid="results-skeleton">
      {Array.from({ length: cards }, (_, index) => (
        <Card key={index} className="gap-4 px-6">
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </Card>
      ))}
    </div>
  )
}

const REASON_TEXT: Record<NonNullable<Generation['reason']>, string> = {
  disabled: 'local AI writing is switched off',
  unreachable: 'the local AI model could not be reached',
  timeout: 'the local AI model took too long',
  'invalid-output': 'the local AI model\u2019s answer was unusable',
  'model-error': 'the local AI model reported an error',
}

const duration = (ms: number) => (ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`)

/** Which writer wrote the text, and how long it took (decision D18): said plainly, not hidden. */
export function GenerationNote({ generation }: { generation: Generation }) {
  const writer =
    generation.engine === 'ollama'
      ? `Written by ${generation.model ?? 'a local AI model'} (Ollama)`
      : `Written by our rule-based writer because ${generation.reason ? REASON_TEXT[generation.reason] : 'no school matched'}`
  const reused = generation.reused ? ' Reused from an identical profile\u2019s recent result.' : ''
  return (
    <p className="text-sm text-muted-foreground">
      {writer} in {duration(generation.durationMs)}. Schools, scores and facts come from our school database.
      {reused}
    </p>
  )
}
