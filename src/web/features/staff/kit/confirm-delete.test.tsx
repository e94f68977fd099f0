import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDeleteButton } from './confirm-delete'

const renderButton = (onConfirm = vi.fn()) =>
  render(
    <ConfirmDeleteButton
      label='Delete "Spring Launch"'
      title="Delete article"
      description="Are you sure?"
      onConfirm={onConfirm}
    />,
  )

describe('ConfirmDeleteButton', () => {
  it('renders only its button until it is pressed: no dialog per row', () => {
    renderButton()
    const button = screen.getByRole('button', { name: 'Delete "Spring Launch"' })
    expect(button).toHaveAttribute('aria-haspopup', 'dialog')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('opens the confirmation, and Cancel closes it with the focus back on the button', async () => {
    const onConfirm = vi.fn()
    const user = userEvent.setup()
    renderButton(onConfirm)
    const button = screen.getByRole('button', { name: 'Delete "Spring Launch"' })
    await user.click(button)
    expect(screen.getByRole('alertdialog', { name: 'Delete article' })).toHaveTextContent('Are you sure?')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(button).toHaveFocus()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('confirms with Delete, then closes', async () => {
    const onConfirm = vi.fn()
    const user = userEvent.setup()
    renderButton(onConfirm)
    await user.click(screen.getByRole('button', { name: 'Delete "Spring Launch"' }))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})
