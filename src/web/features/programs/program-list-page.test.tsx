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

interface PageInput {
  schoolId?: number
  status: string[]
  page: number
  limit: number
}

/** The page procedure filtering and paging like the server: `{ schoolId?, status, page, limit }`. */
const procedures = (programs = [texas, ohio]): FakeProcedures => ({
  'programs.page': (input) => {
    const { schoolId, status, page, limit } = input as PageInput
    const matching = programs.filter(
      (program) =>
        (schoolId === undefined || program.schoolId === schoolId) && status.includes(program.status),
    )
    return {
      data: matching.slice((page - 1) * limit, page * limit),
      meta: { total: matching.length, totalPages: Math.ceil(matching.length / limit) },
    }
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
    await renderPrograms({ ...procedures(), 'programs.page': never })
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
    expect(calls).toContainEqual({
      path: 'programs.page',
      input: { schoolId: 9, status: ['active', 'planned'], page: 1, limit: 12 },
    })

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
      'programs.page': () => Promise.reject(new Error('database down')),
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load campus programs. Please try again later.',
    )
  })

  it('shows active and planned programs by default, others on request, with a subtitle that says which', async () => {
    const done = programOf({ id: 50, name: 'Spring Finals Study Break', status: 'completed' })
    const { router } = await renderPrograms(procedures([texas, ohio, done]))
    expect(await screen.findByText('2 programs')).toBeInTheDocument()
    expect(cardNames()).not.toContain(done.name)

    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'Completed')
    expect(router.state.location.search).toEqual({ status: 'completed' })
    expect(await screen.findByText('1 program')).toBeInTheDocument()
    expect(cardNames()).toEqual([done.name])
    expect(screen.getByText('Completed campus marketing initiatives')).toBeInTheDocument()
  })

  it('pages the list 12 at a time, with the page in the URL', async () => {
    const many = Array.from({ length: 14 }, (_, index) =>
      programOf({ id: 100 + index, name: `Program ${String(index + 1).padStart(2, '0')}` }),
    )
    const { router } = await renderPrograms(procedures(many))
    expect(await screen.findByText('1–12 of 14 programs')).toBeInTheDocument()
    expect(cardNames()).toHaveLength(12)

    await userEvent.setup().click(screen.getByRole('link', { name: /next/i }))
    expect(router.state.location.search).toEqual({ page: 2 })
    expect(await screen.findByText('13–14 of 14 programs')).toBeInTheDocument()
    expect(cardNames()).toEqual(['Program 13', 'Program 14'])
  })
})
