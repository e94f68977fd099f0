import { Link } from '@tanstack/react-router'
import { EDITABLE_FIGURE_KEYS } from '@/shared/marketing/agency-figures'
import { PAGE_PARTS, type PagePart } from '@/shared/site-copy/page-parts'
import { PAGE_PART_PLACES } from '@/shared/site-copy/page-part-places'
import { cn } from '@/web/lib/cn'
import { PartEditor } from './part-editors'

/**
 * /staff/pages (issue 36, ADR 0155): the copy of the site's pages, one part at a time (`?part=home`). Editors and
 * admins; the layout, the links and the structured data stay in the code.
 */
export function StaffPagesPage({ part }: { part: PagePart }) {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Page copy</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">
          The words of the site’s pages. Where the text should state a live value, write its slot: {'{brand}'}{' '}
          for the brand name, {'{partner}'} for the partner agency, {'{network.colleges}'} for the network’s
          college count, {'{network.students}'} for its students, or a figure from Agency figures as{' '}
          {'{figure.name}'} ({EDITABLE_FIGURE_KEYS.map((key) => `{figure.${key}}`).join(', ')}).
        </p>
      </div>
      <nav aria-label="Pages">
        <ul className="flex flex-wrap gap-2">
          {PAGE_PARTS.map((each) => (
            <li key={each}>
              <Link
                to="/staff/pages"
                search={each === 'home' ? {} : { part: each }}
                aria-current={each === part ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-10 items-center rounded-md border px-3 text-sm font-medium',
                  each === part ? 'bg-primary text-primary-foreground' : 'hover:bg-accent',
                )}
              >
                {PAGE_PART_PLACES[each].title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="text-xl font-semibold">{PAGE_PART_PLACES[part].title}</h2>
      {/* Keyed: another part is another form, with its own state. */}
      <PartEditor key={part} part={part} />
    </div>
  )
}
