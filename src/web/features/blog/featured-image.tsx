import { responsiveImageOf } from '@/shared/media/uploaded-image'
import { cn } from '@/web/lib/cn'

/**
 * An article's featured image in the 1200x630 frame of share cards. An uploaded image (ADR 0043) brings its
 * variants as `srcset` and its own width and height, so the browser picks the smallest file that fills the frame
 * and reserves the space before it loads; any other URL is shown as it is.
 */
export function FeaturedImage({
  url,
  alt = '',
  sizes,
  priority = false,
  className,
}: {
  url: string
  /** What it shows (ADR 0147); empty: decorative, as on cards, where the title beside it says it all. */
  alt?: string
  /** How wide the frame is at each viewport width, for the browser's choice among the variants. */
  sizes: string
  /** Above the fold: loaded at once and early. Otherwise lazily. */
  priority?: boolean
  className?: string
}) {
  const image = responsiveImageOf(url)
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={image.width ?? 1200}
      height={image.height ?? 630}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('aspect-[1200/630] w-full bg-muted object-cover', className)}
    />
  )
}
