import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProgramCard } from './program-card'
import { programOf } from './program-fixtures'
import { renderPrograms } from './test-app'

const renderCard = (program = programOf()) =>
  renderPrograms({}, { url: '/', ui: <ProgramCard program={program} /> })

describe('ProgramCard', () => {
  it('shows picture, badges, name, school with city and state, description, dates, budget and the link', async () => {
    await renderCard()
    const img = document.querySelector('img')!
    expect(img).toHaveAttribute('src', '/images/illustrations/street-team.webp')
    // Decorative: the category badge says what it shows.
    expect(img).toHaveAttribute('alt', '')
    for (const text of ['Active', 'Student Engagement', 'ROI Tracking', 'Texas A&M University'])
      expect(screen.getByText(text)).toBeInTheDocument()
    expect(screen.getByText('Active')).toHaveClass('bg-green-100', 'text-green-800')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Welcome Week Sampling Tour')
    expect(screen.getByText('· College Station, TX')).toBeInTheDocument()
    expect(screen.getByText(/^Branded sampling tents/)).toBeInTheDocument()
    expect(screen.getByText('Sep 1 – Oct 15, 2026')).toBeInTheDocument()
    expect(screen.getByText('$12,000')).toBeInTheDocument()
    expect(
      screen.getByRole('link', { name: 'View Marketing Details for Welcome Week Sampling Tour' }),
    ).toHaveAttribute('href', '/campus-programs/41')
  })

  it('copes with a program that has no school, dates, budget or description', async () => {
    await renderCard(
      programOf({
        name: 'Spring Concert',
        status: 'paused',
        school: null,
        startDate: null,
        endDate: null,
        budget: null,
        description: null,
      }),
    )
    expect(screen.getByText('Unknown School')).toBeInTheDocument()
    expect(screen.getByText('Paused')).toHaveClass('bg-gray-100')
    expect(screen.getByText('Campus Initiative')).toBeInTheDocument()
    expect(screen.getByText('Dates to be announced')).toBeInTheDocument()
    expect(screen.getByText('Budget on request')).toBeInTheDocument()
    expect(screen.queryByText(/·/)).toBeNull()
  })

  it('leaves out the city when the state is missing', async () => {
    await renderCard(programOf({ school: { ...programOf().school!, state: null } }))
    expect(screen.getByText('Texas A&M University')).toBeInTheDocument()
    expect(screen.queryByText(/College Station/)).toBeNull()
  })
})
