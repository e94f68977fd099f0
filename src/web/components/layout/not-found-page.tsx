import { NotFoundHelp } from './not-found-help'

/** Spec "Not found": any unknown path, and unknown records where a feature has no own state. */
export function NotFoundPage() {
  return (
    <NotFoundHelp title="Page Not Found">
      The page you were looking for doesn't exist or has been moved.
    </NotFoundHelp>
  )
}
