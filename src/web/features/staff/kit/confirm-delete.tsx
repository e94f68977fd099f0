import { Trash } from '@/web/components/icons/icons'
import { useRef, useState, type ReactNode } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/web/components/ui/alert-dialog'
import { Button } from '@/web/components/ui/button'

/** The confirmation every staff list uses, word for word the spec's: names the thing and says it is final. */
export const deleteConfirmation = (name: string) =>
  `Are you sure you want to delete "${name}"? This action cannot be undone.`

/**
 * A row's Delete button (a red bin, named for screen readers by `label`) and its confirmation. `children` is
 * the dialog's content, mounted only while it is open: usually `ConfirmDeleteContent`, or a component that reads
 * what it needs first (a school counts its programs). The dialog itself is mounted only while open too: a staff
 * list has a Delete button per row, and a dialog's machinery for each was a quarter of the list's server render
 * (issue 19). Closing it returns the focus to the button, as the dialog's own trigger would.
 */
export function ConfirmDelete({
  label,
  disabled,
  children,
}: {
  label: string
  disabled?: boolean
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="text-destructive hover:text-destructive"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        title="Delete"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <Trash aria-hidden="true" />
      </Button>
      {open && (
        <AlertDialog open onOpenChange={setOpen}>
          <AlertDialogContent
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              button.current?.focus()
            }}
          >
            {children}
          </AlertDialogContent>
        </AlertDialog>
      )}
    </>
  )
}

/** The dialog's title, what the delete will remove, Cancel, and the destructive confirmation. */
export function ConfirmDeleteContent({
  title,
  description,
  confirmLabel = 'Delete',
  confirmDisabled,
  onConfirm,
}: {
  title: string
  description: ReactNode
  confirmLabel?: string
  confirmDisabled?: boolean
  onConfirm: () => void
}) {
  return (
    <>
      <AlertDialogHeader>
        <AlertDialogTitle>{title}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
      </AlertDialogHeader>
      <AlertDialogFooter>
        <AlertDialogCancel>Cancel</AlertDialogCancel>
        <AlertDialogAction variant="destructive" disabled={confirmDisabled} onClick={onConfirm}>
          {confirmLabel}
        </AlertDialogAction>
      </AlertDialogFooter>
    </>
  )
}

/** A Delete button whose confirmation needs nothing read first: the plain case. */
export function ConfirmDeleteButton({
  label,
  title,
  description,
  disabled,
  onConfirm,
}: {
  label: string
  title: string
  description: ReactNode
  disabled?: boolean
  onConfirm: () => void
}) {
  return (
    <ConfirmDelete label={label} disabled={disabled}>
      <ConfirmDeleteContent title={title} description={description} onConfirm={onConfirm} />
    </ConfirmDelete>
  )
}
