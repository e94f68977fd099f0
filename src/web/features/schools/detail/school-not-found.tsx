import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { NotFoundHelp } from '@/web/components/layout/not-found-help'
import { Button } from '@/web/components/ui/button'
import { useTrpc } from '@/web/lib/trpc'
import { schoolSuggestionsQuery, toSchoolSuggestions } from './school-suggestions'

/**
 * A missing school, or one that failed to load (spec "School detail"). For a mistyped name the loader has
 * already asked the directory for the closest schools (in the server render's data), read here from the cache.
 */
export function SchoolNotFound() {
  const slug = useParams({ strict: false, select: (params) => params.slug })
  const trpc = useTrpc()
  const { data } = useQuery({ ...schoolSuggestionsQuery(trpc, slug ?? ''), enabled: Boolean(slug) })
  return (
    <NotFoundHelp
      title="School Not Found"
      suggestions={slug && data ? toSchoolSuggestions(data.data) : []}
      action={
        <Button asChild>
          <Link to="/schools">Back to Schools</Link>
        </Button>
      }
    >
      We couldn't find the school you're looking for.
    </NotFoundHelp>
  )
}
