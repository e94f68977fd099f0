import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { BrandProfileForm } from './brand-profile-form'

describe('BrandProfileForm', () => {
  it('shows the spec’s message under every empty required field and sends nothing', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(async () => {})
    render(<BrandProfileForm onSubmit={onSubmit} />)
    await user.click(screen.getByRole('button', { name: 'Get Campus Recommendations' }))
    for (const message of [
      'Brand name is required',
      'Industry is required',
      'Target audience is required',
      'Brand values are required',
      'Marketing goals are required',
      'Budget range is required',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByLabelText('Brand Name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Brand Name')).toHaveAccessibleDescription('Brand name is required')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('sends the profile, with a budget picked from the list, and shows Processing... while it is sent', async () => {
    const user = userEvent.setup()
    let finish!: () => void
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<BrandProfileForm onSubmit={onSubmit} />)
    await user.type(screen.getByLabelText('Brand Name'), 'ByteForge')
    await user.type(screen.getByLabelText('Industry'), 'Developer Tools')
    await user.type(screen.getByLabelText('Target Audience'), 'CS students')
    await user.type(screen.getByLabelText('Brand Values'), 'Open source')
    await user.type(screen.getByLabelText('Marketing Goals'), 'Sign-ups')
    const budget = screen.getByRole('combobox', { name: 'Budget Range' })
    // The browser's own select: the placeholder (no budget), then the five ranges of the spec.
    expect(
      within(budget)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Select a budget range',
      '$5,000 - $10,000',
      '$10,000 - $25,000',
      '$25,000 - $50,000',
      '$50,000 - $100,000',
      '$100,000+',
    ])
    await user.selectOptions(budget, '$25,000 - $50,000')
    expect(budget).toHaveValue('$25,000 - $50,000')

    await user.click(screen.getByRole('button', { name: 'Get Campus Recommendations' }))
    const busy = await screen.findByRole('button', { name: 'Processing...' })
    expect(busy).toBeDisabled()
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'ByteForge',
        industry: 'Developer Tools',
        targetAudience: 'CS students',
        values: 'Open source',
        marketingGoals: 'Sign-ups',
        budgetRange: '$25,000 - $50,000',
        additionalInfo: null,
      },
      expect.anything(),
    )
    finish()
    expect(await screen.findByRole('button', { name: 'Get Campus Recommendations' })).toBeEnabled()
  })

  it('shows why a submit failed', () => {
    render(<BrandProfileForm onSubmit={async () => {}} failure="Too many recommendation requests." />)
    expect(screen.getByRole('alert')).toHaveTextContent('Too many recommendation requests.')
  })

  it('opens filled with a brief to adjust, and sends it with the changes made', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn(async () => {})
    const brief = {
      name: 'Volt',
      industry: 'Energy drinks',
      targetAudience: 'Students at large public universities in Georgia only',
      values: 'Bold energy',
      marketingGoals: 'Sampling during finals week',
      budgetRange: '$50,000 - $100,000' as const,
      additionalInfo: '',
    }
    render(<BrandProfileForm onSubmit={onSubmit} initial={brief} submitLabel="Get New Recommendations" />)
    expect(screen.getByLabelText('Target Audience')).toHaveValue(brief.targetAudience)
    expect(screen.getByRole('combobox', { name: 'Budget Range' })).toHaveValue('$50,000 - $100,000')
    await user.clear(screen.getByLabelText('Target Audience'))
    await user.type(
      screen.getByLabelText('Target Audience'),
      'Students at public universities in Florida only',
    )
    await user.click(screen.getByRole('button', { name: 'Get New Recommendations' }))
    expect(onSubmit).toHaveBeenCalledWith(
      {
        ...brief,
        targetAudience: 'Students at public universities in Florida only',
        additionalInfo: null,
      },
      expect.anything(),
    )
  })
})
