import { Link } from '@tanstack/react-router'
import { Button } from '../ui/button'

/** Spec "Not found": any unknown path, and unknown records where a feature has no own state. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">
        The page you were looking for doesn't exist or has been moved.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">Go back home</Link>
      </Button>
    </section>
  )
}
