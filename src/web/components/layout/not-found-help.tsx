import { Link } from '@tanstack/react-router'
import { Search } from '@/web/components/icons/icons'
import { useId, type ReactNode } from 'react'
import { destinations } from '@/web/config/navigation'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'

export interface Suggestion {
  label: string
  href: string
}

const ways = [destinations.schools, destinations.blog, destinations.services, destinations.home]

/**
 * What every 404 offers (issue 18): the closest matches when the address looked like a record, a search of the
 * directory (a plain GET form, so it works before the scripts load), and the main ways into the site.
 */
export function NotFoundHelp({
  eyebrow = '404',
  title,
  children,
  action,
  suggestions = [],
}: {
  eyebrow?: string
  title: string
  children: ReactNode
  /** The way back to the list the missing record belongs to. */
  action?: ReactNode
  suggestions?: readonly Suggestion[]
}) {
  const searchId = useId()
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary">{eyebrow}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-muted-foreground">{children}</p>
      {action && <div className="mt-6">{action}</div>}
      {suggestions.length > 0 && (
        <nav aria-labelledby={`${searchId}-suggestions`} className="mt-8 w-full text-left">
          <h2 id={`${searchId}-suggestions`} className="text-lg font-semibold">
            Did you mean
          </h2>
          <ul className="mt-3 space-y-2">
            {suggestions.map((suggestion) => (
              <li key={suggestion.href}>
                <a href={suggestion.href} className="font-medium text-primary underline underline-offset-4">
                  {suggestion.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <form action="/schools" method="get" role="search" className="mt-8 flex w-full gap-2">
        <label htmlFor={searchId} className="sr-only">
          Search colleges
        </label>
        <div className="relative flex-1">
          <Search aria-hidden className="absolute top-2.5 left-3 size-4 text-muted-foreground" />
          <Input id={searchId} name="q" type="search" placeholder="Search colleges" className="pl-9" />
        </div>
        <Button type="submit">Search</Button>
      </form>
      <nav aria-label="Ways into the site" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          {ways.map((way) => (
            <li key={way.to}>
              <Link to={way.to} className="font-medium text-primary underline underline-offset-4">
                {way.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
