import { Link } from '@tanstack/react-router'
import { Button } from '../../../components/ui/button'

/** A missing school, or one that failed to load (spec "School detail"). */
export function SchoolNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight">School Not Found</h1>
      <p className="mt-4 text-muted-foreground">We couldn't find the school you're looking for.</p>
      <Button asChild className="mt-8">
        <Link to="/schools">Back to Schools</Link>
      </Button>
    </section>
  )
}
