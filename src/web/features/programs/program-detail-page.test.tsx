import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { schoolPath } from '@/shared/schools/slug'
import { ProgramDetailPage } from './program-detail-page'
import { programOf } from './program-fixtures'
import { ProgramNotFound } from './program-not-found'
import { renderPrograms } from './test-app'

const renderDetail = (program = programOf()) =>
  renderPrograms({}, { url: '/', ui: <ProgramDetailPage program={program} /> })

/** The section or side card a level-2 heading opens. */
const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest<HTMLElement>('section, [data-slot=card]')!

describe('ProgramDetailPage', () => {
  it('shows the hero: back link, name, status and category badges, school with city and state', async () => {
    await renderDetail()
    expect(screen.getByRole('link', { name: 'Back to Campus Programs' })).toHaveAttribute(
      'href',
      '/campus-programs',
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome Week Sampling Tour')
    expect(screen.getByText('Active')).toHaveClass('bg-green-100')
    expect(screen.getByText('Student Engagement')).toBeInTheDocument()
    expect(screen.getAllByText('· College Station, TX')).toHaveLength(1)
  })

  it('has the overview, the four opportunities and the program details', async () => {
    await renderDetail()
    expect(within(section('Program Overview')).getByText(/^Branded sampling tents/)).toBeInTheDocument()
    const opportunities = within(section('Marketing Opportunities'))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(opportunities).toEqual([
      'Brand Visibility',
      'Engagement Metrics',
      'Social Amplification',
      'Data Collection',
    ])
    const details = within(section('Program Details'))
    expect(details.getByText('Duration').nextSibling).toHaveTextContent('about 2 months') // Sep 1 to Oct 15: 45 days
    expect(details.getByText('Start Date').nextSibling).toHaveTextContent('September 1, 2026')
    expect(details.getByText('End Date').nextSibling).toHaveTextContent('October 15, 2026')
    expect(details.getByText('Investment Budget').nextSibling).toHaveTextContent('$12,000')
  })

  it("links to the school's profile and to the contact section", async () => {
    await renderDetail()
    const campus = within(section('Campus Information'))
    expect(campus.getByText('Texas A&M University')).toBeInTheDocument()
    expect(campus.getByText('College Station, TX')).toBeInTheDocument()
    expect(campus.getByRole('link', { name: 'View School Profile' })).toHaveAttribute(
      'href',
      schoolPath('texas-a&m-university'),
    )
    expect(within(section('Get Started')).getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute(
      'href',
      '/#contact-us',
    )
  })

  it("says 'Unknown School' without a school, and leaves out what is not known", async () => {
    await renderDetail(
      programOf({ school: null, startDate: null, endDate: null, budget: null, description: null }),
    )
    expect(screen.getAllByText('Unknown School')).toHaveLength(2)
    expect(screen.queryByRole('link', { name: 'View School Profile' })).toBeNull()
    const details = within(section('Program Details'))
    expect(details.queryByText('Duration')).toBeNull()
    expect(details.getAllByText('To be announced')).toHaveLength(2)
    expect(details.getByText('Budget on request')).toBeInTheDocument()
  })

  it('gives a duration only when both dates are known', async () => {
    await renderDetail(programOf({ endDate: null }))
    expect(within(section('Program Details')).queryByText('Duration')).toBeNull()
  })
})

describe('ProgramNotFound', () => {
  it('says the program is missing and leads back to the list', async () => {
    await renderPrograms({}, { url: '/', ui: <ProgramNotFound /> })
    expect(screen.getByRole('heading', { level: 1, name: 'Program not found' })).toBeInTheDocument()
    expect(
      screen.getByText("The campus program you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Campus Programs' })).toHaveAttribute(
      'href',
      '/campus-programs',
    )
  })
})
