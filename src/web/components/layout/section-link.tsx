import { Link, useLocation, useNavigate } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import type { HomeSection } from '../../config/navigation'

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** A primary click with no modifier key: the only click a link may take over (others open tabs, windows...). */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 &&
  !event.metaKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  !event.altKey &&
  !event.defaultPrevented

/**
 * A link to a section of the home page. On `/` it scrolls there smoothly (the 80px offset for the sticky header
 * is the CSS scroll-padding); on any other page it is a plain link to `/#section`, and the router scrolls to the
 * section after navigating.
 */
export function SectionLink({
  section,
  className,
  onNavigate,
  children,
}: {
  section: HomeSection
  className?: string
  onNavigate?: () => void
  children: ReactNode
}) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const onHome = pathname === '/'

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onNavigate?.()
    if (!onHome || !isPlainClick(event)) return
    const target = document.getElementById(section)
    if (!target) return
    event.preventDefault()
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
    void navigate({ to: '/', hash: section, hashScrollIntoView: false, resetScroll: false, replace: true })
  }

  return (
    <Link to="/" hash={section} className={className} onClick={handleClick} resetScroll={false}>
      {children}
    </Link>
  )
}
