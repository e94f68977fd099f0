import type { SVGProps } from 'react'
import { cn } from '@/web/lib/cn'
// A file of its own, never inlined: a data: URL cannot be the target of <use>.
import spriteUrl from './sprite.svg?url&no-inline'

export type IconProps = SVGProps<SVGSVGElement>

/** An icon component, and the lucide name of the symbol it draws. */
export type SpriteIcon = ((props: IconProps) => React.JSX.Element) & { iconName: string; displayName: string }

/** lucide's rule: an icon with nothing that names it is decoration, hidden from assistive technology. */
const namesItself = (props: IconProps) =>
  Object.entries(props).some(
    ([prop, value]) => value != null && (prop.startsWith('aria-') || prop === 'role' || prop === 'title'),
  )

/** lucide's component name for a lucide icon name (`chart-column` is `ChartColumn`), for React's dev tools. */
const pascalCase = (name: string) =>
  name.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase())

/**
 * A lucide icon drawn from the sprite (ADR 0079): lucide's size and class names, one <use> in place of its paths,
 * and its stroke from the `.lucide` rule (styles.css). The symbol's viewBox scales the drawing to the icon's
 * size. A page with a hundred icons renders, sends and hydrates a fifth of the elements it did, and no icon's
 * drawing is in the page's JavaScript.
 */
export function spriteIcon(name: string): SpriteIcon {
  const Icon = ({ className, ...props }: IconProps) => (
    <svg
      width={24}
      height={24}
      aria-hidden={namesItself(props) ? undefined : 'true'}
      className={cn('lucide', `lucide-${name}`, className)}
      {...props}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
  return Object.assign(Icon, { iconName: name, displayName: pascalCase(name) })
}
