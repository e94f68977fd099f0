import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { programOf } from './program-fixtures'
import { renderPrograms, type FakeProcedures } from './test-app'

const texas = programOf()
const ohio = programOf({
  id: 42,
  schoolId: 9,
  name: 'Buckeye Career Expo',
  school: {
    id: 9,
    name: 'Ohio State University',
    slug: 'ohio-state-university',
    city: 'Columbus',
    state: 'OH',
  },
})
const schools = [
  { id: 9, name: 'Ohio State University', city: 'Columbus', state: 'OH' },
  { id: 7, name: 'Texas A&M University', city: 'College Station', state: 'TX' },
]

/** The list procedure filtering like the server: `{ schoolId }` or every program. */
const procedures = (programs = [texas, ohio]): FakeProcedures => ({
  'programs.list': (input) => {
    const schoolId = (input as { schoolId?: number } | undefined)?.schoolId
    return programs.filter((program) => schoolId === undefined || program.schoolId === schoolId)
  },
  'programs.schools': () => schools,
})
const never = () => new Promise(() => {})
const cardNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

describe('ProgramListPage', () => {
  it('shows heading, subtitle, the school filter and a card per program', async () => {
    await renderPrograms(procedures())
    expect(screen.getByRole('heading', { level: 1, name: 'Campus Programs' })).toBeInTheDocument()
    expect(screen.getByText('Browse active and upcoming campus marketing initiatives')).toBeInTheDocument()
    expect(await screen.findByText('2 programs')).toBeInTheDocument()
    expect(cardNames()).toEqual(['Welcome Week Sampling Tour', 'Buckeye Career Expo'])
    const filter = screen.getByLabelText('Filter by school')
    expect(filter).toHaveValue('all')
    expect([...filter.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'All Schools',
      'Ohio State University',
      'Texas A&M University',
    ])
  })

  it('shows three skeleton cards while the programs load', async () => {
    await renderPrograms({ ...procedures(), 'programs.list': never })
    expect(screen.getByRole('status', { name: 'Loading campus programs' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    expect(screen.getAllByTestId('program-skeleton')).toHaveLength(3)
  })

  it('puts the chosen school in the URL and lists its programs; All Schools takes it out again', async () => {
    const { router, calls } = await renderPrograms(procedures())
    await screen.findByText('2 programs')
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Filter by school'), 'Ohio State University')
    expect(router.state.location.search).toEqual({ school: 9 })
    expect(await screen.findByText('1 program')).toBeInTheDocument()
    expect(cardNames()).toEqual(['Buckeye Career Expo'])
    expect(screen.getByLabelText('Filter by school')).toHaveValue('9')
    expect(calls).toContainEqual({ path: 'programs.list', input: { schoolId: 9 } })

    await user.selectOptions(screen.getByLabelText('Filter by school'), 'All Schools')
    expect(router.state.location.search).toEqual({})
    expect(await screen.findByText('2 programs')).toBeInTheDocument()
  })

  it('reads the school from the URL and ignores a value that is not a school id', async () => {
    await renderPrograms(procedures(), { url: '/campus-programs?school=7' })
    expect(await screen.findByText('1 program')).toBeInTheDocument()
    expect(screen.getByLabelText('Filter by school')).toHaveValue('7')
    expect(cardNames()).toEqual(['Welcome Week Sampling Tour'])

    await renderPrograms(procedures(), { url: '/campus-programs?school=nonsense' })
    expect(await screen.findByText('2 programs')).toBeInTheDocument()
  })

  it('says so when a school has no programs, and keeps that school chosen', async () => {
    await renderPrograms(procedures(), { url: '/campus-programs?school=123' })
    expect(await screen.findByRole('heading', { name: 'No campus programs found' })).toBeInTheDocument()
    expect(screen.getByText("This school doesn't have any campus programs yet.")).toBeInTheDocument()
    expect(screen.getByLabelText('Filter by school')).toHaveValue('123')
    expect(screen.getByRole('option', { name: 'Selected school (no programs)' })).toBeInTheDocument()
  })

  it('says so when there are no programs at all', async () => {
    await renderPrograms({ ...procedures([]), 'programs.schools': () => [] })
    expect(await screen.findByRole('heading', { name: 'No campus programs found' })).toBeInTheDocument()
    expect(screen.getByText('There are no campus programs available.')).toBeInTheDocument()
  })

  it('shows an error when the programs fail to load', async () => {
    await renderPrograms({
      ...procedures(),
      'programs.list': () => Promise.reject(new Error('database down')),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load campus programs. Please try again later.',
    )
  })
})
