import { Link } from '@tanstack/react-router'
import { ArrowLeftIcon } from 'lucide-react'
import { Button } from '@/web/components/ui/button'

/** An unknown or malformed program id, or a program that failed to load (the server answers 404). */
export function ProgramNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-4xl font-bold tracking-tight">Program not found</h1>
      <p className="mt-4 text-muted-foreground">
        The campus program you're looking for doesn't exist or has been removed.
      </p>
      <Button asChild className="mt-8">
        <Link to="/campus-programs">
          <ArrowLeftIcon aria-hidden="true" />
          Back to Campus Programs
        </Link>
      </Button>
    </section>
  )
}
