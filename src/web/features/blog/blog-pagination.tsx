import { Link } from '@tanstack/react-router'
import { PageLinks } from '@/web/components/ui/page-links'
import { withPage, type BlogSearch } from './blog-search'

/** Previous, first, two pages either side of the current one, last, Next; each a shareable URL. */
export function BlogPagination({ search, totalPages }: { search: BlogSearch; totalPages: number }) {
  return (
    <PageLinks
      className="mt-12"
      page={Math.min(search.page ?? 1, totalPages)}
      totalPages={totalPages}
      siblings={2}
      linkTo={(page, props) => <Link to="/blog" search={withPage(search, page)} {...props} />}
    />
  )
}
