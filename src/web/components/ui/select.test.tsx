import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'

import { Label } from '@/web/components/ui/label'
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@/web/components/ui/select'

function StateSelect({ onValueChange }: { onValueChange: (value: string) => void }) {
  return (
    <>
      <Label htmlFor="state">State</Label>
      <Select onValueChange={onValueChange}>
        <SelectTrigger id="state">
          <SelectValue placeholder="Any state" />
        </SelectTrigger>
        <SelectContent>
          <SelectGroup>
            <SelectLabel>West</SelectLabel>
            <SelectItem value="ca">California</SelectItem>
            <SelectItem value="or">Oregon</SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </>
  )
}

describe('Select', () => {
  it('renders a labelled combobox showing the placeholder', () => {
    render(<StateSelect onValueChange={() => {}} />)
    const trigger = screen.getByRole('combobox', { name: 'State' })
    expect(trigger).toHaveTextContent('Any state')
    expect(trigger).toHaveAttribute('data-placeholder')
  })

  it('picks an option with the keyboard', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<StateSelect onValueChange={onValueChange} />)
    const trigger = screen.getByRole('combobox', { name: 'State' })
    trigger.focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onValueChange).toHaveBeenCalledWith('or')
    expect(trigger).toHaveTextContent('Oregon')
  })
})
