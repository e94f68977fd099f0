import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PublicationDateInput, TagChips } from './article-form-fields'

const tags = [
  { id: 1, name: 'Gen Z', slug: 'gen-z' },
  { id: 2, name: 'Sampling', slug: 'sampling' },
]

function Chips({ initial = [] as number[], onChange = (_ids: number[]) => {} }) {
  const [value, setValue] = useState(initial)
  return (
    <>
      <span id="tags-label">Tags</span>
      <TagChips
        labelId="tags-label"
        tags={tags}
        value={value}
        onChange={(ids) => {
          setValue(ids)
          onChange(ids)
        }}
      />
    </>
  )
}

describe('TagChips', () => {
  it('shows the tags as a labelled group of toggle buttons, pre-selecting the article tags', () => {
    render(<Chips initial={[2]} />)
    const group = screen.getByRole('group', { name: 'Tags' })
    expect(group).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Gen Z' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('button', { name: 'Sampling' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('toggles tags on and off (multi-select)', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Chips onChange={onChange} />)
    await user.click(screen.getByRole('button', { name: 'Gen Z' }))
    await user.click(screen.getByRole('button', { name: 'Sampling' }))
    expect(onChange).toHaveBeenLastCalledWith([1, 2])
    await user.click(screen.getByRole('button', { name: 'Gen Z' }))
    expect(onChange).toHaveBeenLastCalledWith([2])
    expect(screen.getByRole('button', { name: 'Gen Z' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('says where to add tags when there are none', () => {
    render(<TagChips labelId="x" tags={[]} value={[]} onChange={() => {}} />)
    expect(screen.getByText('No tags yet: add them on the Blog Management page.')).toBeInTheDocument()
  })
})

describe('PublicationDateInput', () => {
  it('shows the stored instant in local time and stores edits as ISO, or null when cleared', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const stored = new Date(2026, 2, 2, 14, 30).toISOString()
    render(
      <>
        <label htmlFor="date">Publication Date</label>
        <PublicationDateInput id="date" value={stored} onChange={onChange} onBlur={() => {}} />
      </>,
    )
    const input = screen.getByLabelText('Publication Date')
    expect(input).toHaveValue('2026-03-02T14:30')
    await user.clear(input)
    expect(onChange).toHaveBeenLastCalledWith(null)
  })
})
