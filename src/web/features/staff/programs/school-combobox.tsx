import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type KeyboardEvent, type Ref } from 'react'
import type { CompactSchool } from '@/shared/schools/school.schema'
import { Input } from '@/web/components/ui/input'
import { cn } from '@/web/lib/cn'
import { useTrpc } from '@/web/lib/trpc'
import { useDebouncedValue } from '@/web/features/staff/kit/use-debounced-value'

/** A school as the picker shows it. */
export type SchoolOption = Pick<CompactSchool, 'id' | 'name' | 'city' | 'state'>

export const MIN_SEARCH = 2
const MAX_OPTIONS = 8

const place = (school: SchoolOption) => [school.city, school.state].filter(Boolean).join(', ')

/**
 * The program form's school picker (WAI-ARIA combobox with a list): typing searches the directory, which may
 * hold 4,000+ schools, through `schools.list` (ranked best first, typo-tolerant, a few rows a request); arrow
 * keys move through the matches, Enter or a click picks one, Escape closes the list. Editing the text after a
 * pick clears the pick, so the form never saves a school other than the one shown.
 */
export function SchoolCombobox({
  id,
  selected,
  onSelect,
  onBlur,
  inputRef,
  ...aria
}: {
  id?: string
  selected: SchoolOption | null
  onSelect: (school: SchoolOption | null) => void
  onBlur?: () => void
  inputRef?: Ref<HTMLInputElement>
  'aria-invalid'?: boolean
  'aria-describedby'?: string
  'aria-required'?: boolean
}) {
  const trpc = useTrpc()
  const [text, setText] = useState(selected?.name ?? '')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const term = useDebouncedValue(text.trim(), 250)
  const searching = open && !selected && term.length >= MIN_SEARCH
  const results = useQuery({
    ...trpc.schools.list.queryOptions({ search: term, page: 1, limit: MAX_OPTIONS }),
    enabled: searching,
    // The previous matches stay while the next ones load, so the list does not flicker as you type.
    placeholderData: keepPreviousData,
  })
  const options: SchoolOption[] = searching ? (results.data?.data ?? []) : []
  const expanded = options.length > 0
  const baseId = id ?? 'school'
  const listId = `${baseId}-listbox`
  const optionId = (index: number) => `${baseId}-option-${index}`

  const choose = (school: SchoolOption) => {
    onSelect(school)
    setText(school.name)
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setOpen(true)
      if (expanded) setActive((index) => Math.min(index + 1, options.length - 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      if (expanded) setActive((index) => Math.max(index - 1, 0))
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Picking a school must not submit the form.
      event.preventDefault()
      choose(options[active]!)
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const total = results.data?.meta.total ?? 0
  const status = selected
    ? `Selected: ${selected.name}${place(selected) ? `, ${place(selected)}` : ''}`
    : !searching
      ? ''
      : results.isError
        ? 'The school search failed. Please try again.'
        : results.isFetching && !expanded
          ? 'Searching...'
          : results.isSuccess && total === 0
            ? `No schools match "${term}".`
            : expanded
              ? `${total > options.length ? `Showing ${options.length} of ${total} matches: keep typing to narrow them.` : `${options.length} ${options.length === 1 ? 'match' : 'matches'}.`} Use the arrow keys and Enter to choose.`
              : ''

  return (
    <div className="relative">
      <Input
        ref={inputRef}
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder="Search by school name, city or state..."
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          setOpen(true)
          setActive(-1)
          if (selected) onSelect(null)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false)
          setActive(-1)
          onBlur?.()
        }}
        onKeyDown={onKeyDown}
        {...aria}
      />
      {expanded ? (
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching schools"
          className="absolute z-20 mt-1 max-h-80 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {options.map((school, index) => (
            <li
              key={school.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the input, so the click does not blur (and close) the list before it lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(school)}
              onMouseMove={() => setActive(index)}
              className={cn(
                'flex cursor-pointer flex-col rounded-sm px-2 py-1.5 text-sm',
                index === active && 'bg-accent text-accent-foreground',
              )}
            >
              <span className="font-medium">{school.name}</span>
              {place(school) ? <span className="text-xs text-muted-foreground">{place(school)}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p role="status" className="mt-1.5 min-h-5 text-xs text-muted-foreground">
        {status}
      </p>
    </div>
  )
}
