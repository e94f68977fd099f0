import { stateByCode, US_STATES } from '@/shared/geo/us-states'
import type { Designation } from '@/shared/schools/school-constants'
import { effectiveSort, type SchoolSort } from '@/shared/schools/school-constants'
import type { SchoolFilters } from '@/shared/schools/school-query.schema'
import { foldForSearch } from '@/shared/schools/search-text'
import type { Em } from '@/server/db/orm'

/** A piece of SQL with its `?` parameters. */
export interface Sql {
  text: string
  params: unknown[]
}

const MAX_TOKENS = 8
/** Trigram similarity a known word needs to count as what a mistyped word meant ("standford" ~ "stanford": 0.58). */
const TYPO_SIMILARITY = 0.5
const ALTERNATIVES = 3

/**
 * A search, resolved against the words the schools contain (docs/decisions/0022-school-search.md): the
 * full-text query that filters, and the phrase that ranks, with each mistyped word replaced by the known word
 * it most resembles.
 */
export interface ResolvedSearch {
  /** `to_tsquery('simple', ...)` text: every word must match, as a word prefix or as a corrected word. */
  tsquery: string
  /** The search as the schools spell it, for ranking ("standford university" → "stanford university"). */
  phrase: string
}

export function searchTokens(search: string | undefined): string[] {
  if (!search) return []
  return [...new Set(foldForSearch(search).split(' ').filter(Boolean))].slice(0, MAX_TOKENS)
}

/**
 * One query for all the words of a search: does each begin some school's word (full-text index), and if not,
 * which known words resemble it (pg_trgm `%` through the trigram index on school_search_words, then a stricter
 * similarity)?
 */
export async function resolveSearch(em: Em, search: string | undefined): Promise<ResolvedSearch | undefined> {
  const tokens = searchTokens(search)
  if (tokens.length === 0) return undefined
  const typoCandidates = tokens.filter((token) => token.length >= 4)
  const corrections = new Map<string, string[]>()
  if (typoCandidates.length) {
    const rows = await em.execute<{ token: string; known: boolean; alternatives: string[] | null }[]>(
      `select t.token,
         exists (select 1 from schools s where s.search_vector @@ to_tsquery('simple', t.token || ':*')) as known,
         array(select w.word from school_search_words w
               where w.word % t.token and similarity(w.word, t.token) >= ?
               order by similarity(w.word, t.token) desc, w.word limit ?) as alternatives
       from unnest(?::text[]) as t(token)`,
      [TYPO_SIMILARITY, ALTERNATIVES, `{${typoCandidates.map((token) => `"${token}"`).join(',')}}`],
    )
    for (const row of rows)
      if (!row.known && row.alternatives?.length) corrections.set(row.token, row.alternatives)
  }
  return {
    tsquery: tokens
      .map((token) => {
        // Two letters or fewer ("ca", "of", "a"): the whole word, so "ca" means California, not "career".
        if (token.length <= 2) return token
        const alternatives = corrections.get(token)
        return alternatives ? `(${[`${token}:*`, ...alternatives].join(' | ')})` : `${token}:*`
      })
      .join(' & '),
    phrase: tokens.map((token) => corrections.get(token)?.[0] ?? token).join(' '),
  }
}

const DESIGNATION_COLUMNS: Record<Designation, string> = {
  hbcu: 's.hbcu',
  tribal: 's.tribal',
  'land-grant': 's.land_grant',
}

/** The WHERE clause: the search (full-text index on search_vector) and every filter of the directory. */
export function whereOf(filters: SchoolFilters, search: ResolvedSearch | undefined): Sql {
  const clauses: string[] = []
  const params: unknown[] = []
  if (search) {
    clauses.push(`s.search_vector @@ to_tsquery('simple', ?)`)
    params.push(search.tsquery)
  }
  if (filters.state) {
    clauses.push('s.state = ?')
    params.push(filters.state)
  }
  if (filters.type) {
    clauses.push('s.type = ?')
    params.push(filters.type)
  }
  if (filters.size) {
    clauses.push('s.size_band = ?')
    params.push(filters.size)
  }
  if (filters.control)
    clauses.push(filters.control === 'public' ? `s.control = 'public'` : `s.control like 'private-%'`)
  if (filters.residential) {
    clauses.push('s.residential = ?')
    params.push(filters.residential)
  }
  if (filters.designation) clauses.push(DESIGNATION_COLUMNS[filters.designation])
  // Unknown (null) is neither: a school is listed only where IPEDS says which it is.
  if (filters.level)
    clauses.push(filters.level === 'undergraduate' ? 's.undergraduate' : 's.undergraduate = false')
  return { text: clauses.length ? `where ${clauses.join(' and ')}` : '', params }
}

/**
 * A to Z by the folded name (byte order, the same on both engines), then id: index schools_search_name_order.
 * Largest first, unknown enrollment last, then A to Z, then id: index schools_enrollment_order. Most students
 * living on campus first (residence-hall beds), then by enrollment: index schools_on_campus_order (ADR 0089).
 * All end on the unique id, so a school never shows on two pages or on none (ADR 0026).
 */
const BY_NAME = 's.search_name collate "C", s.id'
const BY_ENROLLMENT = `s.student_population desc nulls last, ${BY_NAME}`
const BY_ON_CAMPUS = `s.dorm_capacity desc nulls last, ${BY_ENROLLMENT}`

/**
 * The list's order. Relevance (a search's default; without a search it is enrollment) scores what the search
 * says about each school: the exact name; the search as whole words of the name; how closely the name resembles
 * it (trigram word similarity); the search as whole words of the rest (an alias such as "MIT", a city); a state
 * named in full or by code. Among equal scores the larger school goes first, with the enrollment order's
 * tie-breaks. Deliberately not in the score (ADR 0026): where in the name the words stand and how often they
 * occur. Both ranked every "University of ..." above UT Austin for "university" in Texas, while a visitor means
 * the schools most students attend.
 */
export function orderOf(search: ResolvedSearch | undefined, sort?: SchoolSort): Sql {
  const order = effectiveSort(sort, search !== undefined)
  if (order === 'name') return { text: `order by ${BY_NAME}`, params: [] }
  if (order === 'enrollment') return { text: `order by ${BY_ENROLLMENT}`, params: [] }
  if (order === 'on-campus' || !search) return { text: `order by ${BY_ON_CAMPUS}`, params: [] }
  const phrase = search.phrase
  return {
    text: `order by (
        (case when s.search_name = ? then 10 else 0 end)
      + (case when ' ' || s.search_name || ' ' like ? then 6 else 0 end)
      + 3 * word_similarity(?, s.search_name)
      + (case when ' ' || s.search_text || ' ' like ? then 2 else 0 end)
      + (case when s.state = ? then 2 else 0 end)
    ) desc, ${BY_ENROLLMENT}`,
    params: [phrase, `% ${phrase} %`, phrase, `% ${phrase} %`, stateNamed(phrase) ?? ''],
  }
}

const statesByFoldedName = new Map(US_STATES.map((state) => [foldForSearch(state.name), state.code]))

/** "tx", "texas" → "TX": a search that names a state ranks that state's schools up. */
function stateNamed(phrase: string): string | undefined {
  return statesByFoldedName.get(phrase) ?? (phrase.length === 2 ? stateByCode(phrase)?.code : undefined)
}
