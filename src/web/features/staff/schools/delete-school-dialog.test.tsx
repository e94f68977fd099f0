import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeProcedures, renderStaff, schoolDetail, stanford } from '@/web/features/staff/kit/test-support'
import { DeleteSchoolButton, deleteSchoolWarning, schoolDeletedMessage } from './delete-school-dialog'

describe('deleteSchoolWarning', () => {
  it('says how many programs go with the school', () => {
    expect(deleteSchoolWarning('Rice University', 1)).toBe(
      '"Rice University" has 1 campus program. Deleting the school also deletes it. This action cannot be undone.',
    )
    expect(deleteSchoolWarning('Rice University', 3)).toBe(
      '"Rice University" has 3 campus programs. Deleting the school also deletes all 3. This action cannot be undone.',
    )
  })

  it('is a plain confirmation without programs, and a general warning when the count is unknown', () => {
    expect(deleteSchoolWarning('Rice University', 0)).toBe(
      'Are you sure you want to delete "Rice University"? This action cannot be undone.',
    )
    expect(deleteSchoolWarning('Rice University', undefined)).toContain(
      'Any campus programs it has will be deleted with it.',
    )
  })

  it('reports what was deleted', () => {
    expect(schoolDeletedMessage('Rice University', 0)).toBe('"Rice University" has been deleted.')
    expect(schoolDeletedMessage('Rice University', 2)).toBe(
      '"Rice University" and its 2 campus programs have been deleted.',
    )
  })
})

describe('DeleteSchoolButton', () => {
  it('reads the program count when opened, says it, and deletes the school with its programs', async () => {
    const fake = fakeProcedures()
    let answer = (_detail: unknown) => {}
    fake.schoolsById.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    fake.schoolsRemove.mockImplementation(() => ({ id: stanford.id, programsDeleted: 2 }))
    const user = userEvent.setup()
    await renderStaff(<DeleteSchoolButton school={stanford} />, fake)
    expect(fake.schoolsById).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Delete "Stanford University"' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete school' })
    expect(dialog).toHaveTextContent('Checking the school’s campus programs...')
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled()

    answer(schoolDetail(2))
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        '"Stanford University" has 2 campus programs. Deleting the school also deletes all 2. This action cannot be undone.',
      ),
    )
    expect(fake.schoolsById).toHaveBeenCalledWith({ id: stanford.id })
    await user.click(within(dialog).getByRole('button', { name: 'Delete school and 2 campus programs' }))
    await waitFor(() => expect(fake.schoolsRemove).toHaveBeenCalledWith({ id: stanford.id }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('asks a simple question for a school without programs; Cancel deletes nothing', async () => {
    const fake = fakeProcedures()
    fake.schoolsById.mockImplementation(() => schoolDetail(0))
    const user = userEvent.setup()
    await renderStaff(<DeleteSchoolButton school={stanford} />, fake)
    await user.click(screen.getByRole('button', { name: 'Delete "Stanford University"' }))
    const dialog = screen.getByRole('alertdialog')
    await waitFor(() =>
      expect(dialog).toHaveAccessibleDescription(
        'Are you sure you want to delete "Stanford University"? This action cannot be undone.',
      ),
    )
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(fake.schoolsRemove).not.toHaveBeenCalled()
  })
})
