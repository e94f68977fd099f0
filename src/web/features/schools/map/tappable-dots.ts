import { US_MAP_WIDTH, type SchoolMapPoint } from '@/shared/schools/us-map'

/** WCAG 2.2 (2.5.8): a target at least 24 by 24 CSS pixels that no other target covers. */
export const DOT_TARGET_PX = 24

/**
 * The dots a finger can tell apart on a map drawn `widthPx` wide. Each dot is a 24 px square tap target; a dot
 * whose square would overlap a larger school's joins that one, which then stands for both ("and 1 more
 * nearby"), as a thinned map's crowded spot does (ADR 0025). Points come largest first, so the largest school
 * of a crowd keeps the dot. Unknown width (the server render): every point.
 */
export function tappableDots(points: readonly SchoolMapPoint[], widthPx: number | null): SchoolMapPoint[] {
  if (!widthPx) return [...points]
  const gap = DOT_TARGET_PX * (US_MAP_WIDTH / widthPx)
  const kept: SchoolMapPoint[] = []
  for (const point of points) {
    const index = kept.findIndex((dot) => Math.abs(dot.x - point.x) < gap && Math.abs(dot.y - point.y) < gap)
    if (index === -1) kept.push({ ...point })
    else kept[index] = { ...kept[index]!, schools: kept[index]!.schools + point.schools }
  }
  return kept
}
