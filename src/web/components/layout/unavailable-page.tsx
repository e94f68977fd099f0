import { useLocation } from '@tanstack/react-router'
import { Button } from '@/web/components/ui/button'

/**
 * What a page says while the database cannot answer (the server sends it with 503 and Retry-After): a pause on
 * our side, not a broken link, so it offers the same page again rather than sending the visitor away.
 */
export function UnavailablePage() {
  const href = useLocation({ select: (location) => location.href })
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary">503</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">Temporarily unavailable</h1>
      <p className="mt-4 text-muted-foreground">
        This page can't be loaded right now. Please try again in a moment.
      </p>
      <Button asChild className="mt-8">
        {/* A plain link, not the router's: trying again means asking the server afresh. */}
        <a href={href}>Try again</a>
      </Button>
    </section>
  )
}
