import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { isForbidden } from '@/web/lib/require-role'
import { isUnavailable } from '@/web/lib/trpc-error'
import { Button } from '@/web/components/ui/button'
import { UnavailablePage } from './unavailable-page'

/** The root error screen: staff-only pages refused to a non-admin, a database outage, or anything that failed. */
export function ErrorPage({ error }: ErrorComponentProps) {
  if (isUnavailable(error)) return <UnavailablePage />
  const forbidden = isForbidden(error)
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary">{forbidden ? '403' : 'Error'}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">
        {forbidden ? 'Staff Only' : 'Something went wrong'}
      </h1>
      <p className="mt-4 text-muted-foreground">
        {forbidden
          ? 'Your account does not have access to this page. Ask an administrator if you need it.'
          : 'Please try again in a moment.'}
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Go back home</Link>
      </Button>
    </section>
  )
}
