import { useState } from 'react'
import { DEFAULT_SCHOOL_IMAGE, schoolImage, type ImageableSchool } from '@/shared/schools/school-image'
import { cn } from '@/web/lib/cn'

/**
 * A school's picture by the spec's selection rules (decision D17). A broken image (a staff-set imageUrl that
 * no longer exists) falls back to the default campus picture, also when it failed before React hydrated.
 */
export function SchoolImage({
  school,
  className,
  eager = false,
  hiddenOnPhone = false,
}: {
  school: ImageableSchool & { name: string }
  className?: string
  /** Above the fold: load at once instead of lazily. */
  eager?: boolean
  /**
   * Not shown below Tailwind's `sm` breakpoint. A phone then gets a blank pixel for it rather than the picture:
   * `display: none` does not stop an eager image from downloading (a lazy one it does).
   */
  hiddenOnPhone?: boolean
}) {
  const chosen = schoolImage(school)
  const [failed, setFailed] = useState<string | null>(null)
  const src = failed === chosen ? DEFAULT_SCHOOL_IMAGE : chosen
  const fallBack = () => {
    if (src !== DEFAULT_SCHOOL_IMAGE) setFailed(chosen)
  }
  const image = (
    <img
      // An eager picture that failed before hydration fired its error event before React listened. (Lazy ones
      // load later, with the handler in place; browsers may report an unloaded lazy image as "complete".)
      ref={(img) => {
        if (img && img.getAttribute('loading') !== 'lazy' && img.complete && img.naturalWidth === 0)
          fallBack()
      }}
      src={src}
      // Our illustrations are decorative (the name is beside them); a school's own photo is described.
      alt={school.imageUrl && src === school.imageUrl ? `${school.name} campus` : ''}
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={fallBack}
      className={cn('bg-muted object-cover', hiddenOnPhone && 'max-sm:hidden', className)}
    />
  )
  if (!hiddenOnPhone) return image
  return (
    // `contents`: the picture element adds no box, so the image stays the card's flex item.
    <picture className="contents">
      <source media={PHONE} srcSet={BLANK_PIXEL} />
      {image}
    </picture>
  )
}

/** Below Tailwind's `sm` breakpoint, as its `max-sm:` variant writes it. */
const PHONE = '(width < 40rem)'

/** A transparent 1×1 GIF: nothing to fetch, and an image that loaded (so the fallback above stays quiet). */
const BLANK_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'
