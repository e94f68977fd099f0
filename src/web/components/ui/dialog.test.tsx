import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

import { Button } from '@/web/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/web/components/ui/dialog'

function RenameDialog() {
  return (
    <>
      <Dialog>
        <DialogTrigger asChild>
          <Button>Rename</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Rename the tag</DialogTitle>
            <DialogDescription>Articles keep it under its new name.</DialogDescription>
          </DialogHeader>
          <input aria-label="Name" />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('opens a labelled, described modal dialog with an overlay, focus inside', async () => {
    const user = userEvent.setup()
    render(<RenameDialog />)
    await user.click(screen.getByRole('button', { name: 'Rename' }))
    const dialog = screen.getByRole('dialog', { name: 'Rename the tag' })
    expect(dialog).toHaveAccessibleDescription('Articles keep it under its new name.')
    expect(document.querySelector('[data-slot="dialog-overlay"]')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
  })

  it.each([
    [
      'Cancel',
      (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Cancel' })),
    ],
    ['Escape', (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ])('closes on %s and gives focus back to what opened it', async (_way, close) => {
    const user = userEvent.setup()
    render(<RenameDialog />)
    await user.click(screen.getByRole('button', { name: 'Rename' }))
    await close(user)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Rename' })).toHaveFocus()
  })
})
