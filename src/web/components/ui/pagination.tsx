import {
  ChevronLeft as ChevronLeftIcon,
  ChevronRight as ChevronRightIcon,
  Ellipsis,
} from '@/web/components/icons/icons'
import { Slot } from 'radix-ui'
import {
  cloneElement,
  isValidElement,
  type ComponentProps,
  type ElementType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react'

import { buttonVariants, type ButtonProps } from '@/web/components/ui/button'
import { cn } from '@/web/lib/cn'

function Pagination({ className, ...props }: ComponentProps<'nav'>) {
  return (
    <nav
      aria-label="pagination"
      data-slot="pagination"
      className={cn('mx-auto flex w-full justify-center', className)}
      {...props}
    />
  )
}

function PaginationContent({ className, ...props }: ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="pagination-content"
      className={cn('flex flex-row items-center gap-1', className)}
      {...props}
    />
  )
}

function PaginationItem(props: ComponentProps<'li'>) {
  return <li data-slot="pagination-item" {...props} />
}

type PaginationLinkProps = ComponentProps<'a'> &
  Pick<ButtonProps, 'size'> & {
    isActive?: boolean
    /** Render the single child (e.g. a TanStack Router `<Link>`) in place of the `<a>`. */
    asChild?: boolean
    /**
     * Marks the control unavailable (e.g. Previous on page 1). It stays rendered so the bar does not shift,
     * but is announced as disabled, leaves the tab order and ignores clicks. With `asChild`, also pass
     * `disabled` to a router Link: the child's own click handler runs before ours can cancel it.
     */
    disabled?: boolean
  }

/**
 * Renders an `<a>`; a `<button type="button">` when given `onClick` but no `href` (paging that does not
 * change the URL); or, with `asChild`, the child element.
 */
function PaginationLink({
  className,
  isActive,
  size = 'icon',
  asChild = false,
  disabled = false,
  href,
  onClick,
  tabIndex,
  ...props
}: PaginationLinkProps) {
  const asButton = !asChild && onClick !== undefined && href === undefined
  const Comp: ElementType = asChild ? Slot.Root : asButton ? 'button' : 'a'
  // Only defined attributes are set: through a Slot, an explicit `undefined` would reach a router Link as a
  // prop and could override the href or aria-current it computes for itself.
  const attrs = {
    ...(asButton && { type: 'button' }),
    // A disabled anchor drops its href: it stops being a link instead of pointing somewhere inert.
    ...(!asChild && !asButton && !disabled && { href }),
    ...(isActive && { 'aria-current': 'page', 'data-active': true }),
    ...(disabled && { 'aria-disabled': true, tabIndex: -1 }),
    ...(!disabled && tabIndex !== undefined && { tabIndex }),
  }

  return (
    <Comp
      data-slot="pagination-link"
      {...attrs}
      className={cn(
        buttonVariants({ variant: isActive ? 'outline' : 'ghost', size }),
        'aria-disabled:pointer-events-none aria-disabled:opacity-50',
        className,
      )}
      onClick={disabled ? (event: MouseEvent) => event.preventDefault() : onClick}
      {...props}
    />
  )
}

// With asChild the caller's element (a router Link) supplies the behaviour and these supply the content.
function withContent(asChild: boolean, children: ReactNode, content: ReactNode): ReactNode {
  if (asChild && isValidElement(children))
    return cloneElement(children as ReactElement<{ children?: ReactNode }>, {}, content)
  return content
}

function PaginationPrevious({ className, asChild = false, children, ...props }: PaginationLinkProps) {
  return (
    <PaginationLink
      aria-label="Go to previous page"
      size="default"
      className={cn('gap-1', className)}
      asChild={asChild}
      {...props}
    >
      {withContent(
        asChild,
        children,
        <>
          <ChevronLeftIcon aria-hidden="true" />
          <span className="hidden sm:block">Previous</span>
        </>,
      )}
    </PaginationLink>
  )
}

function PaginationNext({ className, asChild = false, children, ...props }: PaginationLinkProps) {
  return (
    <PaginationLink
      aria-label="Go to next page"
      size="default"
      className={cn('gap-1', className)}
      asChild={asChild}
      {...props}
    >
      {withContent(
        asChild,
        children,
        <>
          <span className="hidden sm:block">Next</span>
          <ChevronRightIcon aria-hidden="true" />
        </>,
      )}
    </PaginationLink>
  )
}

function PaginationEllipsis({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="pagination-ellipsis"
      className={cn('flex size-9 items-center justify-center', className)}
      {...props}
    >
      <Ellipsis className="size-4" aria-hidden="true" />
      <span className="sr-only">More pages</span>
    </span>
  )
}

export {
  Pagination,
  PaginationContent,
  PaginationLink,
  PaginationItem,
  PaginationPrevious,
  PaginationNext,
  PaginationEllipsis,
}
export type { PaginationLinkProps }
