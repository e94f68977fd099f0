import { Link } from '@tanstack/react-router'
import { ArrowLeft as ArrowLeftIcon } from '@/web/components/icons/icons'
import { NotFoundHelp } from '@/web/components/layout/not-found-help'
import { Button } from '@/web/components/ui/button'

/** An unknown or malformed program id, or a program that failed to load (the server answers 404). */
export function ProgramNotFound() {
  return (
    <NotFoundHelp
      title="Program not found"
      action={
        <Button asChild>
          <Link to="/campus-programs">
            <ArrowLeftIcon aria-hidden="true" />
            Back to Campus Programs
          </Link>
        </Button>
      }
    >
      The campus program you're looking for doesn't exist or has been removed.
    </NotFoundHelp>
  )
}
