import { schoolSlug } from '@/shared/schools/slug'

export interface SluggableSchool {
  unitid: number
  name: string
  city: string | null
}

const MAX_SLUG = 255

/**
 * Unique, deterministic slugs for a set of schools (docs/decisions/0021-school-import.md). Every school gets the
 * spec's slug (name lower-cased, spaces to hyphens) unless another school already has it; then, in UNITID
 * order, the first of a group of same-named schools keeps the plain slug and the others append their city
 * ("glendale-community-college-glendale"), then their UNITID if that is taken too. `reserved` are slugs held by
 * schools outside the set (added by staff, or no longer in the file), which nobody in the set may take.
 */
export function assignSlugs(
  schools: readonly SluggableSchool[],
  reserved: Iterable<string>,
): Map<number, string> {
  const taken = new Set(reserved)
  const slugs = new Map<number, string>()
  const ordered = [...schools].sort((a, b) => a.unitid - b.unitid)
  const clip = (slug: string) => slug.slice(0, MAX_SLUG)

  // First pass: plain slugs, so a school whose name is unique never loses its slug to another's suffix.
  const waiting: SluggableSchool[] = []
  for (const school of ordered) {
    const plain = clip(schoolSlug(school.name))
    if (taken.has(plain)) waiting.push(school)
    else {
      taken.add(plain)
      slugs.set(school.unitid, plain)
    }
  }
  // Second pass: the duplicates, with their city, then their UNITID.
  for (const school of waiting) {
    const plain = schoolSlug(school.name)
    const withCity = school.city ? clip(`${plain}-${schoolSlug(school.city)}`) : undefined
    const base = withCity ?? clip(plain)
    const slug =
      withCity && !taken.has(withCity)
        ? withCity
        : `${base.slice(0, MAX_SLUG - String(school.unitid).length - 1)}-${school.unitid}`
    taken.add(slug)
    slugs.set(school.unitid, slug)
  }
  return slugs
}
