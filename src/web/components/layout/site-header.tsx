import { Link, useLocation } from '@tanstack/react-router'
import { GraduationCap, Menu, X } from '@/web/components/icons/icons'
import { useEffect, useId, useRef, useState } from 'react'
import { bookCallNav, contactNav, headerNav, mobileNav, type Destination } from '@/web/config/navigation'
import { cn } from '@/web/lib/cn'
import { useSite } from '@/web/lib/site'
import { Button } from '@/web/components/ui/button'
import { ResourcesMenu } from './resources-menu'

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:bg-accent hover:text-accent-foreground'
const activeClass = 'text-primary'

function NavLink({
  item,
  className,
  onNavigate,
}: {
  item: Destination
  className?: string
  onNavigate?: () => void
}) {
  return (
    <Link
      to={item.to}
      className={className}
      activeOptions={{ exact: item.to === '/', includeHash: false }}
      activeProps={{ className: activeClass, 'aria-current': 'page' }}
      onClick={onNavigate}
    >
      {item.label}
    </Link>
  )
}

export function SiteHeader() {
  const site = useSite()
  const menuId = useId()
  const { pathname } = useLocation()
  const toggleRef = useRef<HTMLButtonElement>(null)
  // The menu belongs to the page it was opened on: navigating anywhere closes it. So does Escape, which hands
  // focus back to the button that opened it (focus would otherwise be left on a link that no longer exists).
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null)
  useEffect(() => {
    if (!menuOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      toggleRef.current?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [menuOpen])

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight text-foreground">
          <GraduationCap aria-hidden className="size-6 text-primary" />
          {site.brandName}
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 xl:flex">
          {headerNav.map((item) => (
            <NavLink key={item.to} item={item} className={linkClass} />
          ))}
          <ResourcesMenu triggerClassName={linkClass} />
          <NavLink item={contactNav} className={linkClass} />
        </nav>

        <div className="flex items-center gap-2">
          <Button asChild variant="brand" className="hidden sm:inline-flex">
            <Link to={bookCallNav.to}>{bookCallNav.label}</Link>
          </Button>
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="xl:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>

      {/* Rendered only while open: nothing to send or hydrate on every page for a menu that is usually closed. */}
      {menuOpen && (
        <nav
          id={menuId}
          aria-label="Mobile"
          className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t bg-background px-4 pb-6 pt-2 xl:hidden"
        >
          <ul className="flex flex-col gap-1">
            {mobileNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  item={item}
                  className={cn(linkClass, 'block')}
                  onNavigate={() => setMenuOpen(false)}
                />
              </li>
            ))}
          </ul>
          <Button asChild variant="brand" className="mt-4 w-full">
            <Link to={bookCallNav.to} onClick={() => setMenuOpen(false)}>
              {bookCallNav.label}
            </Link>
          </Button>
        </nav>
      )}
    </header>
  )
}
