/** product §9: match scores of 90 or above are green, 75 or above blue, below 75 amber. */
export type ScoreBand = 'high' | 'good' | 'fair'

export function scoreBand(score: number): ScoreBand {
  if (score >= 90) return 'high'
  if (score >= 75) return 'good'
  return 'fair'
}

/** Theme tokens (src/web/styles.css), never raw colours. */
export const SCORE_BAR_CLASS: Record<ScoreBand, string> = {
  high: 'bg-success',
  good: 'bg-info',
  fair: 'bg-warning',
}
