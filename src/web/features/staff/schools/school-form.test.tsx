import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { badRequest, fakeProcedures, renderStaff, schoolDetail } from '@/web/features/staff/kit/test-support'
import { SchoolForm } from './school-form'

describe('SchoolForm', () => {
  it('shows the schema’s errors beside their fields and keeps what was typed', async () => {
    const fake = fakeProcedures()
    const user = userEvent.setup()
    await renderStaff(<SchoolForm />, fake)
    await user.type(screen.getByLabelText('State (optional)'), 'zz')
    await user.type(screen.getByLabelText('Website URL (optional)'), 'www.example.edu')
    await user.type(screen.getByLabelText('Student population (optional)'), '-3')
    await user.click(screen.getByRole('button', { name: 'Create school' }))

    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByLabelText('State (optional)')).toHaveAccessibleDescription(
      'Two letters, e.g. TX Must be a two-letter U.S. state code',
    )
    expect(screen.getByLabelText('Website URL (optional)')).toHaveAccessibleDescription(
      'Must be a web address (https://...)',
    )
    expect(screen.getByLabelText('Student population (optional)')).toHaveAccessibleDescription(
      'Cannot be negative',
    )
    expect(screen.getByLabelText('Website URL (optional)')).toHaveValue('www.example.edu')
    expect(fake.schoolsCreate).not.toHaveBeenCalled()
  })

  it('creates an active school, sending blanks as nulls (an empty population is unknown, not 0)', async () => {
    const fake = fakeProcedures()
    fake.schoolsCreate.mockImplementation(() => ({
      ...schoolDetail(0),
      id: 500,
      name: 'Kettle Falls College',
    }))
    const user = userEvent.setup()
    const { router } = await renderStaff(<SchoolForm />, fake, '/staff/schools/new')
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked()
    await user.type(screen.getByLabelText('Name'), 'Kettle Falls College')
    await user.type(screen.getByLabelText('State (optional)'), 'wa')
    await user.click(screen.getByRole('button', { name: 'Create school' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/schools'))
    expect(router.state.location.search).toEqual({ q: 'Kettle Falls College' })
    expect(fake.schoolsCreate).toHaveBeenCalledWith({
      name: 'Kettle Falls College',
      city: null,
      state: 'WA',
      type: null,
      studentPopulation: null,
      websiteUrl: null,
      imageUrl: null,
      logoUrl: null,
      isActive: true,
    })
  })

  it('edits a school: its values filled in, the switch saved, server errors beside their fields', async () => {
    const fake = fakeProcedures()
    fake.schoolsUpdate.mockImplementation(() => {
      throw badRequest({ 'values.logoUrl': 'Must be at most 2048 characters' })
    })
    const user = userEvent.setup()
    await renderStaff(<SchoolForm school={schoolDetail(3)} />, fake)
    expect(screen.getByLabelText('Name')).toHaveValue('Stanford University')
    expect(screen.getByLabelText('Student population (optional)')).toHaveValue(18000)
    await user.click(screen.getByRole('switch', { name: 'Active' }))
    await user.click(screen.getByRole('button', { name: 'Update school' }))

    await waitFor(() =>
      expect(screen.getByLabelText('Logo URL (optional)')).toHaveAccessibleDescription(
        'Must be at most 2048 characters',
      ),
    )
    expect(fake.schoolsUpdate).toHaveBeenCalledWith({
      id: 7,
      values: expect.objectContaining({
        name: 'Stanford University',
        studentPopulation: 18000,
        isActive: false,
      }),
    })
    expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked()
  })
})
