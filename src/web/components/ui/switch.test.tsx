import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { Label } from '@/web/components/ui/label'
import { Switch } from '@/web/components/ui/switch'

describe('Switch', () => {
  it('toggles aria-checked on click and reports the change', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn()
    render(
      <div>
        <Switch id="digest" onCheckedChange={onCheckedChange} />
        <Label htmlFor="digest">Weekly digest</Label>
      </div>,
    )
    const control = screen.getByRole('switch', { name: 'Weekly digest' })
    expect(control).toHaveAttribute('aria-checked', 'false')

    await user.click(control)
    expect(control).toHaveAttribute('aria-checked', 'true')
    expect(onCheckedChange).toHaveBeenLastCalledWith(true)

    await user.click(control)
    expect(control).toHaveAttribute('aria-checked', 'false')
  })

  it('toggles with Space and via its label', async () => {
    const user = userEvent.setup()
    render(
      <div>
        <Switch id="alerts" />
        <Label htmlFor="alerts">Alerts</Label>
      </div>,
    )
    const control = screen.getByRole('switch', { name: 'Alerts' })
    await user.tab()
    expect(control).toHaveFocus()
    await user.keyboard(' ')
    expect(control).toHaveAttribute('aria-checked', 'true')

    await user.click(screen.getByText('Alerts'))
    expect(control).toHaveAttribute('aria-checked', 'false')
  })

  it('does not toggle when disabled', async () => {
    const user = userEvent.setup()
    render(<Switch aria-label="Locked" disabled />)
    const control = screen.getByRole('switch', { name: 'Locked' })
    await user.click(control)
    expect(control).toHaveAttribute('aria-checked', 'false')
  })
})
