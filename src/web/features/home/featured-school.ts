import type { SchoolDetail } from '@/shared/schools/school.schema'
import type { RouterContext } from '@/web/router'
import { isMissingError } from '@/web/lib/load'

/** The school partnership the home page features (the spec's nursing school in Durham, NC). */
export const FEATURED_SCHOOL_SLUG = 'watts-school-of-nursing'

export type FeaturedSchool = Pick<SchoolDetail, 'name' | 'slug' | 'city' | 'state' | 'studentPopulation'>

/**
 * The featured school's row, so the home page states the same enrollment as the school's page (issue 18: never a
 * number typed into the copy). A database without that school shows the card without figures.
 */
export async function loadFeaturedSchool(context: RouterContext): Promise<FeaturedSchool | null> {
  try {
    const school = await context.queryClient.ensureQueryData(
      context.trpc.schools.bySlug.queryOptions({ slug: FEATURED_SCHOOL_SLUG }),
    )
    const { name, slug, city, state, studentPopulation } = school
    return { name, slug, city, state, studentPopulation }
  } catch (error) {
    if (isMissingError(error)) return null
    throw error
  }
}
