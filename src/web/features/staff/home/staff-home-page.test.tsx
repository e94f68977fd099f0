import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { StaffOverview } from '@/shared/staff/staff-overview.schema'
import { submission } from '@/web/features/staff/inbox/inbox-fake'
import { fakeProcedures, renderStaff, welcomeWeek } from '@/web/features/staff/kit/test-support'
import { StaffHomePage } from './staff-home-page'

const overview = (patch: Partial<StaffOverview> = {}): StaffOverview => ({
  newLeads: {
    total: 7,
    items: [submission(3, { firstName: 'Ada', lastName: 'Lovelace', company: 'Engines' })],
  },
  scheduledArticles: {
    total: 1,
    items: [
      { id: 12, title: 'Finals Week', slug: 'finals-week', publishedAt: new Date('2026-12-01T14:00:00Z') },
    ],
  },
  activePrograms: { total: 1, items: [welcomeWeek] },
  matchingResults: {
    total: 2,
    items: [
      {
        id: 'r-abc',
        brandName: 'Volt',
        industry: 'Energy drinks',
        status: 'complete',
        writer: 'deterministic',
        campuses: 8,
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
    ],
  },
  ...patch,
})

async function renderHome(answer: StaffOverview) {
  const fake = fakeProcedures()
  fake.staffOverview.mockImplementation(() => answer)
  await renderStaff(<StaffHomePage />, fake, '/staff')
  return fake
}

const section = (name: string) => screen.getByRole('region', { name })

describe('StaffHomePage', () => {
  it('shows each section with its count, its entries and the way into the screen that holds the rest', async () => {
    const fake = await renderHome(overview())
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff home' })).toBeInTheDocument()
    expect(fake.staffOverview).toHaveBeenCalledOnce()

    const leads = await screen.findByRole('region', { name: 'New leads' })
    expect(leads).toHaveTextContent('7 new leads')
    expect(within(leads).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin?lead=3')
    expect(within(leads).getByRole('link', { name: 'Open the inbox (new leads)' })).toHaveAttribute(
      'href',
      '/admin?status=new',
    )

    const articles = section('Scheduled articles')
    expect(articles).toHaveTextContent('1 scheduled article')
    expect(articles).toHaveTextContent('Publishes on December 1, 2026')
    expect(within(articles).getByRole('link', { name: 'Finals Week' })).toHaveAttribute(
      'href',
      '/blog/edit/12',
    )
    expect(within(articles).getByRole('link', { name: 'Blog management' })).toHaveAttribute(
      'href',
      '/blog/admin',
    )

    const programs = section('Active programs')
    expect(programs).toHaveTextContent('1 active program')
    expect(programs).toHaveTextContent('Stanford University')
    expect(within(programs).getByRole('link', { name: welcomeWeek.name })).toHaveAttribute(
      'href',
      `/staff/programs/edit/${welcomeWeek.id}`,
    )

    const results = section('Recent matching results')
    expect(results).toHaveTextContent('2 matching results')
    expect(within(results).getByRole('link', { name: 'Volt matching result' })).toHaveAttribute(
      'href',
      '/brand-matching/results/r-abc',
    )
    expect(within(results).getByRole('link', { name: 'All matching results' })).toHaveAttribute(
      'href',
      '/staff/matching',
    )
  })

  it('says when a section has nothing in it', async () => {
    await renderHome(
      overview({ newLeads: { total: 0, items: [] }, scheduledArticles: { total: 0, items: [] } }),
    )
    const leads = await screen.findByRole('region', { name: 'New leads' })
    expect(leads).toHaveTextContent('0 new leads')
    expect(leads).toHaveTextContent('No new leads: every submission has been followed up.')
    expect(section('Scheduled articles')).toHaveTextContent('No article is scheduled.')
  })

  it('says so when the overview cannot be read', async () => {
    const fake = fakeProcedures()
    fake.staffOverview.mockImplementation(() => {
      throw new Error('down')
    })
    await renderStaff(<StaffHomePage />, fake, '/staff')
    expect(await screen.findByRole('alert')).toHaveTextContent('The staff home could not be loaded.')
  })
})
