import { Link } from '@tanstack/react-router'
import type { BookingSlots } from '@/shared/booking/booking.schema'
import { cn } from '@/web/lib/cn'
import { useVisitorClock } from './use-visitor-clock'

const dayClass = (current: boolean) =>
  cn(
    'flex min-w-20 flex-col items-center rounded-lg border px-3 py-2 text-sm outline-none transition-colors',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-ring-offset',
    current
      ? 'border-primary bg-primary text-primary-foreground'
      : 'bg-background hover:bg-accent hover:text-accent-foreground',
  )

/**
 * Days as links, then the chosen day's times as a radio group (one tab stop, arrow keys between times), each
 * time labelled on the office's clock and the group named with the office's time zone (ADR 0066). Once the
 * visitor's zone is known and differs (ADR 0103), each time shows on their clock first, the office's beside it.
 */
export function SlotPicker({
  slots,
  day,
  selected,
  onSelect,
  describedBy,
  visitorZone,
  onPickDay,
}: {
  slots: BookingSlots
  /** The day asked for in the address; the first open day when it is not one. */
  day?: string
  /** The chosen slot's start (ISO), if any. */
  selected: string | null
  onSelect: (start: string) => void
  /** The id of the message about the choice (none made, or the time was just taken). */
  describedBy?: string
  /** The visitor's time zone, known once the page is interactive; null before, or when it is the office's. */
  visitorZone?: string | null
  /**
   * Days as buttons calling this instead of links to /book-call?day= (the page that moves a booked call keeps
   * its own address).
   */
  onPickDay?: (date: string) => void
}) {
  const clock = useVisitorClock()
  const shown = slots.days.find((candidate) => candidate.date === day) ?? slots.days[0]
  if (!shown) return null
  const legendId = `slots-${shown.date}`
  const own = clock && visitorZone && visitorZone !== slots.timeZone ? visitorZone : null
  return (
    <div className="grid gap-5">
      <nav aria-label="Days with open times">
        <ul className="flex flex-wrap gap-2">
          {slots.days.map((candidate) => {
            const current = candidate === shown
            const [weekday, date] = candidate.label.split(', ')
            return (
              <li key={candidate.date}>
                {onPickDay ? (
                  <button
                    type="button"
                    aria-pressed={current}
                    onClick={() => onPickDay(candidate.date)}
                    className={dayClass(current)}
                  >
                    <span className="font-semibold">{weekday}</span> <span>{date}</span>
                  </button>
                ) : (
                  <Link
                    from="/book-call"
                    to="/book-call"
                    search={(previous) => ({ ...previous, day: candidate.date })}
                    resetScroll={false}
                    replace
                    // The router marks the day in the address as the current page; the first day, shown when the
                    // address names none, is marked the same way.
                    aria-current={current ? 'page' : undefined}
                    className={dayClass(current)}
                  >
                    <span className="font-semibold">{weekday}</span> <span>{date}</span>
                  </Link>
                )}
              </li>
            )
          })}
        </ul>
      </nav>
      <fieldset aria-describedby={describedBy}>
        <legend id={legendId} className="text-base font-semibold">
          {own && clock
            ? `Times on ${shown.label} (${clock.zoneName(own)}, with ${slots.timeZoneName} beside)`
            : `Times on ${shown.label} (${slots.timeZoneName})`}
        </legend>
        <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {shown.slots.map((slot) => {
            const value = slot.start.toISOString()
            return (
              <label
                key={value}
                className={cn(
                  'relative flex min-h-10 cursor-pointer flex-col items-center justify-center rounded-md border px-1 py-1 text-sm font-medium transition-colors',
                  'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-ring-offset',
                  'has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground',
                  'bg-background hover:bg-accent hover:text-accent-foreground has-checked:hover:bg-primary has-checked:hover:text-primary-foreground',
                )}
              >
                {/* The input lies over its whole label (above the text), so a click or a tap anywhere on it reaches it. */}
                <input
                  type="radio"
                  name="start"
                  value={value}
                  checked={selected === value}
                  onChange={() => onSelect(value)}
                  className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-md outline-none"
                />
                {own && clock ? (
                  <>
                    <time dateTime={value}>{clock.visitorTimeLabel(slot.start, own, slots.timeZone)}</time>
                    <span className="text-xs font-normal opacity-80">{`${slot.label} office`}</span>
                  </>
                ) : (
                  <time dateTime={value}>{slot.label}</time>
                )}
              </label>
            )
          })}
        </div>
      </fieldset>
    </div>
  )
}
