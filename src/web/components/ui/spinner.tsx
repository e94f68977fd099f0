import { LoaderCircle } from '@/web/components/icons/icons'

/** A loading state that screen readers announce; the animation stops for people who ask for less motion. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex justify-center py-16 text-muted-foreground">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </div>
  )
}
