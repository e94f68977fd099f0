import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/web/components/ui/alert-dialog'
import { Button } from '@/web/components/ui/button'

function ConfirmDelete({ onConfirm }: { onConfirm: () => void }) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="destructive">Delete post</Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this post?</AlertDialogTitle>
          <AlertDialogDescription>This cannot be undone.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}

describe('AlertDialog', () => {
  it('opens a labelled, described alertdialog with an overlay', async () => {
    const user = userEvent.setup()
    render(<ConfirmDelete onConfirm={() => {}} />)
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Delete post' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this post?' })
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.')
    expect(document.querySelector('[data-slot="alert-dialog-overlay"]')).toBeInTheDocument()
    // Radix focuses Cancel first so a stray Enter cannot confirm a destructive action.
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus()
  })

  it('closes on Cancel without firing the action', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<ConfirmDelete onConfirm={onConfirm} />)
    await user.click(screen.getByRole('button', { name: 'Delete post' }))
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Delete post' })).toHaveFocus()
  })

  it('fires the action handler and closes', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    render(<ConfirmDelete onConfirm={onConfirm} />)
    await user.click(screen.getByRole('button', { name: 'Delete post' }))
    const action = screen.getByRole('button', { name: 'Delete' })
    expect(action).toHaveClass('btn-destructive')
    await user.click(action)
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('closes on Escape', async () => {
    const user = userEvent.setup()
    render(<ConfirmDelete onConfirm={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Delete post' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })
})
