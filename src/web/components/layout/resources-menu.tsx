import { Link, useLocation } from '@tanstack/react-router'
import { ChevronDown } from '@/web/components/icons/icons'
import { useEffect, useId, useRef, useState } from 'react'
import { resourcesNav } from '@/web/config/navigation'
import { cn } from '@/web/lib/cn'

/**
 * The header's Resources menu as a disclosure (WAI-ARIA "disclosure navigation menu"): a button that shows a
 * list of ordinary links. Site navigation needs no application-menu semantics, and this keeps a popover library
 * out of every page's first load. Escape closes it and returns focus; so does a click or focus outside.
 */
export function ResourcesMenu({ triggerClassName }: { triggerClassName?: string }) {
  const listId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const { pathname } = useLocation()
  // Open only on the page where it was opened: following one of its links closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenOn(null)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cn(triggerClassName, 'inline-flex items-center gap-1')}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        Resources
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-56 rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
      >
        {resourcesNav.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="block rounded-sm px-3 py-2 text-sm hover:bg-accent hover:text-accent-foreground focus-visible:bg-accent"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
