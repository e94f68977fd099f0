import { Link } from '@tanstack/react-router'
import { GraduationCap } from '@/web/components/icons/icons'
import type { SchoolDetail } from '@/shared/schools/school.schema'
import { slugFromSearch } from '@/shared/schools/slug'
import { isMissingError } from '@/web/lib/load'
import type { RouterContext } from '@/web/router'

/**
 * `?school=<slug>` on /contact and /book-call: the school page a call to action was pressed on (issue 18). The
 * slug is checked by the name route's rule (slugFromSearch) and looked up; an unknown one is dropped, so the form never
 * names a school that is not a row.
 */
export interface SchoolContext {
  name: string
  slug: string
  place: string | null
}

/** Keeps `school` only when it is a well-formed slug; every other search key is left to the route. */
export const schoolSearchOf = (search: Record<string, unknown>): { school?: string } => {
  const school = slugFromSearch(search.school)
  return school ? { school } : {}
}

export async function loadSchoolContext(
  context: RouterContext,
  slug: string | undefined,
): Promise<SchoolContext | null> {
  if (!slug) return null
  try {
    const school: SchoolDetail = await context.queryClient.ensureQueryData(
      context.trpc.schools.bySlug.queryOptions({ slug }),
    )
    const place = [school.city, school.state].filter(Boolean).join(', ')
    return { name: school.name, slug: school.slug, place: place || null }
  } catch (error) {
    if (isMissingError(error)) return null
    throw error
  }
}

const nameWithPlace = (school: SchoolContext) =>
  school.place ? `${school.name} (${school.place})` : school.name

/** The message each form starts from; the sender may edit it. */
export const schoolMessage = {
  contact: (school: SchoolContext) =>
    `I would like a custom marketing plan for reaching students at ${nameWithPlace(school)}.`,
  callRequest: (school: SchoolContext) =>
    `I would like a strategy call about reaching students at ${nameWithPlace(school)}.`,
}

/** Says which school the form is about, with the way back to its page. */
export function SchoolContextNote({ school }: { school: SchoolContext }) {
  return (
    <p className="mb-4 flex items-start gap-2 rounded-lg border bg-accent p-4 text-sm" data-school-context>
      <GraduationCap aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
      <span>
        About{' '}
        <Link
          to="/schools/name/$slug"
          params={{ slug: school.slug }}
          className="font-medium text-primary underline underline-offset-4"
        >
          {school.name}
        </Link>
        {school.place ? `, ${school.place}` : ''}: your message below starts with it.
      </span>
    </p>
  )
}
