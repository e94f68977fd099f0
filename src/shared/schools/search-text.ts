import { stateByCode } from '@/shared/geo/us-states'
import { foldForSearch } from './fold-for-search'
import { nameAbbreviations } from './name-initials'

// Folding lives in its own file so that name-initials.ts can use it; callers keep importing it from here.
export { foldForSearch } from './fold-for-search'

export interface SearchableSchool {
  name: string
  alias?: string | null
  city?: string | null
  state?: string | null
  type?: string | null
  /** Historically Black colleges and universities are found by "HBCU" too. */
  hbcu?: boolean | null
}

/** The folded name alone: ranks name matches above matches on city, state or type. */
export const schoolSearchName = (school: SearchableSchool) => foldForSearch(school.name)

/**
 * Everything the directory search matches: name, aliases, the name's abbreviations ("nyu", "unc chapel hill":
 * name-initials.ts), city, state code and full state name, type, and "HBCU" for historically Black colleges and
 * universities. The importer writes it with this same function.
 */
export function schoolSearchText(school: SearchableSchool): string {
  const state = stateByCode(school.state)
  return foldForSearch(
    [
      school.name,
      school.alias,
      ...nameAbbreviations(school.name),
      school.city,
      state?.code ?? school.state,
      state?.name,
      school.type,
      school.hbcu ? 'HBCU' : null,
    ]
      .filter(Boolean)
      .join(' '),
  )
}
