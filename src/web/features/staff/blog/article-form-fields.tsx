import type { ReactNode } from 'react'
import { useHydrated } from '@/web/lib/use-hydrated'
import type { BlogCategoryDto, BlogTagDto } from '@/shared/blog/taxonomy.schema'
import { Input } from '@/web/components/ui/input'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/web/components/ui/select'
import { cn } from '@/web/lib/cn'
import { fromDateTimeLocal, toDateTimeLocal } from './publication-date'

/** A labelled field with its hint and error, wired for screen readers (aria-describedby, role=alert). */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: ReactNode
  hint?: string
  error?: string
  children: ReactNode
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The ids a control's aria-describedby lists: its hint and its error, when shown. */
export const describedBy = (id: string, hint: boolean, error: unknown) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined

/** datetime-local in the visitor's time zone, to the minute; the form holds an ISO string or null. */
export function PublicationDateInput({
  id,
  value,
  onChange,
  onBlur,
  ...aria
}: {
  id: string
  value: string | null | undefined
  onChange: (iso: string | null) => void
  onBlur: () => void
  'aria-describedby'?: string
  'aria-invalid'?: boolean
}) {
  // The server does not know the visitor's time zone: the field fills in once the page is interactive.
  const hydrated = useHydrated()
  return (
    <Input
      id={id}
      type="datetime-local"
      step={60}
      className="w-full sm:w-64"
      value={hydrated ? toDateTimeLocal(value) : ''}
      onChange={(event) => onChange(fromDateTimeLocal(event.target.value))}
      onBlur={onBlur}
      {...aria}
    />
  )
}

/** 'None' or one category; the form holds null or the category id. */
export function CategorySelect({
  id,
  categories,
  value,
  onChange,
}: {
  id: string
  categories: BlogCategoryDto[]
  value: number | null | undefined
  onChange: (categoryId: number | null) => void
}) {
  const selected = categories.find((category) => category.id === value)
  return (
    <Select
      value={selected ? String(selected.id) : 'none'}
      onValueChange={(v) => onChange(v === 'none' ? null : Number(v))}
    >
      <SelectTrigger id={id} className="w-full sm:w-64">
        {/* Spelled out so the server render shows the choice too (Radix fills it in only in the browser). */}
        <SelectValue>{selected?.name ?? 'None'}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="none">None</SelectItem>
        {categories.map((category) => (
          <SelectItem key={category.id} value={String(category.id)}>
            {category.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}

/** Tags from the database as toggle chips (decision D9): any number may be chosen. */
export function TagChips({
  labelId,
  tags,
  value,
  onChange,
}: {
  labelId: string
  tags: BlogTagDto[]
  value: number[]
  onChange: (tagIds: number[]) => void
}) {
  if (!tags.length)
    return <p className="text-sm text-muted-foreground">No tags yet: add them on the Blog Management page.</p>
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
      {tags.map((tag) => {
        const selected = value.includes(tag.id)
        return (
          <button
            key={tag.id}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(selected ? value.filter((id) => id !== tag.id) : [...value, tag.id])}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-medium transition-colors',
              'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
              selected
                ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
                : 'border-input bg-background hover:bg-accent hover:text-accent-foreground',
            )}
          >
            {tag.name}
          </button>
        )
      })}
    </div>
  )
}
