import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import {
  badRequest,
  fakeProcedures,
  renderStaff,
  stanford,
  welcomeWeek,
} from '@/web/features/staff/kit/test-support'
import { ProgramForm } from './program-form'

/** Date inputs take their value whole (typing into one is browser-specific). */
const setDate = (label: string, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } })

function arrange() {
  const fake = fakeProcedures()
  fake.schoolsList.mockImplementation(() => ({ data: [stanford], meta: { total: 1, totalPages: 1 } }))
  return fake
}

describe('ProgramForm', () => {
  it('labels every field, and a new program starts planned', async () => {
    await renderStaff(<ProgramForm />, arrange())
    expect(screen.getByRole('combobox', { name: 'School' })).toHaveAttribute('aria-required', 'true')
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-required', 'true')
    for (const label of [/^Description/, /^Start date/, /^End date/, /^Budget \(USD\)/])
      expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-required')
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Planned')
  })

  it('shows every schema error beside its field at once, keeps what was typed, and sends nothing', async () => {
    const fake = arrange()
    const user = userEvent.setup()
    await renderStaff(<ProgramForm />, fake)
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Finals Week Coffee')
    setDate('End date (optional)', '2026-09-01')
    setDate('Start date (optional)', '2026-09-10')
    await user.type(screen.getByLabelText(/^Budget/), '-500')
    await user.click(screen.getByRole('button', { name: 'Create program' }))

    expect(await screen.findByText('School is required')).toBeInTheDocument()
    const end = screen.getByLabelText('End date (optional)')
    expect(end).toHaveAttribute('aria-invalid', 'true')
    expect(end).toHaveAccessibleDescription('End date cannot be before the start date')
    expect(screen.getByLabelText(/^Budget/)).toHaveAccessibleDescription(
      'Whole dollars, without cents. Budget cannot be negative',
    )
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Finals Week Coffee')
    expect(end).toHaveValue('2026-09-01')
    expect(fake.programsCreate).not.toHaveBeenCalled()
  })

  it('searches schools as you type, picks one with the keyboard, creates the program and goes to the list', async () => {
    const fake = arrange()
    fake.programsCreate.mockImplementation(() => ({ ...welcomeWeek, id: 99, name: 'Finals Week Coffee' }))
    const user = userEvent.setup()
    const { router } = await renderStaff(<ProgramForm />, fake, '/staff/programs/new')

    const school = screen.getByRole('combobox', { name: 'School' })
    await user.type(school, 'stan')
    const option = await screen.findByRole('option', { name: /Stanford University/ })
    expect(school).toHaveAttribute('aria-expanded', 'true')
    expect(fake.schoolsList).toHaveBeenLastCalledWith({ search: 'stan', page: 1, limit: 8 })
    await user.keyboard('{ArrowDown}')
    expect(school).toHaveAttribute('aria-activedescendant', option.id)
    await user.keyboard('{Enter}')
    expect(school).toHaveValue('Stanford University')
    expect(school).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('Selected: Stanford University, Stanford, CA')).toBeInTheDocument()

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Finals Week Coffee')
    setDate('Start date (optional)', '2026-12-07')
    await user.type(screen.getByLabelText(/^Budget/), '12000')
    // The budget stays with staff until the switch is turned on.
    const showBudget = screen.getByRole('switch', { name: 'Show investment publicly' })
    expect(showBudget).not.toBeChecked()
    expect(showBudget).toHaveAccessibleDescription(expect.stringContaining('only staff see the budget'))
    await user.click(showBudget)
    await user.click(screen.getByRole('button', { name: 'Create program' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/programs'))
    expect(fake.programsCreate).toHaveBeenCalledWith({
      schoolId: stanford.id,
      name: 'Finals Week Coffee',
      description: null,
      status: 'planned',
      startDate: new Date('2026-12-07T00:00:00Z'),
      endDate: null,
      budget: 12000,
      showBudgetPublicly: true,
    })
  })

  it('editing the picked school’s name clears the pick, so a half-typed school is never saved', async () => {
    const user = userEvent.setup()
    await renderStaff(<ProgramForm program={welcomeWeek} />, arrange())
    const school = screen.getByRole('combobox', { name: 'School' })
    expect(school).toHaveValue('Stanford University')
    await user.type(school, '{Backspace}')
    await user.click(screen.getByRole('button', { name: 'Update program' }))
    expect(await screen.findByText('School is required')).toBeInTheDocument()
  })

  it('puts the server’s field errors beside their fields and keeps the form as typed', async () => {
    const fake = arrange()
    fake.programsUpdate.mockImplementation(() => {
      throw badRequest({ schoolId: 'That school does not exist' })
    })
    const user = userEvent.setup()
    await renderStaff(<ProgramForm program={welcomeWeek} />, fake)
    const name = screen.getByRole('textbox', { name: 'Name' })
    await user.clear(name)
    await user.type(name, 'Welcome Week, Revisited')
    await user.click(screen.getByRole('button', { name: 'Update program' }))

    const school = screen.getByRole('combobox', { name: 'School' })
    await waitFor(() => expect(school).toHaveAttribute('aria-invalid', 'true'))
    expect(school).toHaveAccessibleDescription(expect.stringContaining('That school does not exist'))
    expect(school).toHaveFocus()
    expect(name).toHaveValue('Welcome Week, Revisited')
    expect(fake.programsUpdate).toHaveBeenCalledWith({
      id: welcomeWeek.id,
      values: expect.objectContaining({ name: 'Welcome Week, Revisited', status: 'active', budget: 25000 }),
    })
  })

  it('fills in an existing program’s values', async () => {
    await renderStaff(<ProgramForm program={welcomeWeek} />, arrange())
    expect(screen.getByLabelText('Start date (optional)')).toHaveValue('2026-09-01')
    expect(screen.getByLabelText('End date (optional)')).toHaveValue('2026-09-15')
    expect(screen.getByLabelText(/^Budget/)).toHaveValue(25000)
    expect(screen.getByRole('switch', { name: 'Show investment publicly' })).toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active')
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('Cold brew at move-in.')
  })
})
