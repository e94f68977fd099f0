import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeProcedures, renderStaff, welcomeWeek } from '@/web/features/staff/kit/test-support'
import { StaffProgramsPage } from './staff-programs-page'

const homecoming = {
  ...welcomeWeek,
  id: 42,
  name: 'Homecoming Tailgate',
  status: 'planned',
  budget: null,
  startDate: null,
  endDate: null,
  school: { id: 9, name: 'Rice University', slug: 'rice-university', city: 'Houston', state: 'TX' },
}

function arrange() {
  const fake = fakeProcedures()
  let programs = [welcomeWeek, homecoming]
  fake.programsList.mockImplementation(() => programs)
  fake.programsRemove.mockImplementation(({ id }: { id: number }) => {
    programs = programs.filter((program) => program.id !== id)
    return { id }
  })
  // The school queries are refreshed after a write; none is shown on this page.
  fake.schoolsList.mockImplementation(() => ({ data: [], meta: { total: 0, totalPages: 0 } }))
  return fake
}

const rows = () => screen.getAllByRole('row').slice(1)

describe('StaffProgramsPage', () => {
  it('lists programs with school, status, dates and budget', async () => {
    await renderStaff(<StaffProgramsPage search={{}} />, arrange())
    await waitFor(() => expect(rows()).toHaveLength(2))
    const [first, second] = rows()
    expect(first).toHaveTextContent('Welcome Week Sampling')
    expect(first).toHaveTextContent('Stanford UniversityStanford, CA')
    expect(first).toHaveTextContent('Active')
    expect(first).toHaveTextContent('Sep 1 – Sep 15, 2026')
    expect(first).toHaveTextContent('$25,000')
    expect(second).toHaveTextContent('Dates to be announced')
    expect(second).toHaveTextContent('Not set')
  })

  it('filters as you type and keeps the search in the URL', async () => {
    const user = userEvent.setup()
    const { router } = await renderStaff(<StaffProgramsPage search={{}} />, arrange(), '/staff/programs')
    await waitFor(() => expect(rows()).toHaveLength(2))
    await user.type(screen.getByRole('searchbox', { name: 'Search programs' }), 'houston')
    expect(rows()).toHaveLength(1)
    expect(rows()[0]).toHaveTextContent('Homecoming Tailgate')
    expect(screen.getByText('Showing 1 of 2 programs')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'houston' }))

    await user.clear(screen.getByRole('searchbox', { name: 'Search programs' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search programs' }), 'nothing like this')
    expect(screen.getByText(/No programs match your search/)).toBeInTheDocument()
  })

  it('starts from the URL’s search', async () => {
    await renderStaff(<StaffProgramsPage search={{ q: 'welcome' }} />, arrange())
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(screen.getByRole('searchbox', { name: 'Search programs' })).toHaveValue('welcome')
  })

  it('deletes a program after confirmation', async () => {
    const fake = arrange()
    const user = userEvent.setup()
    await renderStaff(<StaffProgramsPage search={{}} />, fake)
    await user.click(await screen.findByRole('button', { name: 'Delete "Homecoming Tailgate"' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete program' })
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete "Homecoming Tailgate"? This action cannot be undone.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(fake.programsRemove).toHaveBeenCalledWith({ id: 42 })
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(screen.queryByText('Homecoming Tailgate')).toBeNull()
  })
})
