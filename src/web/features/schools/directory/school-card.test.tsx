import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { School } from '@/shared/schools/school.schema'
import { DEFAULT_SCHOOL_IMAGE } from '@/shared/schools/school-image'
import { SchoolImage } from '@/web/features/schools/school-image'
import { renderInRouter } from '@/web/features/schools/test-router'
import { SchoolCard } from './school-card'
import { SchoolListSkeleton } from './school-list-skeleton'

const school: School = {
  id: 12,
  name: "St. John's College",
  slug: "st.-john's-college",
  city: 'Annapolis',
  state: 'MD',
  type: 'Liberal Arts College',
  studentPopulation: null,
  websiteUrl: 'https://www.sjc.edu/',
  imageUrl: null,
  logoUrl: null,
  isActive: true,
  createdAt: new Date('2024-01-01T00:00:00Z'),
  unitid: 163976,
  alias: null,
  hbcu: false,
  tribal: false,
  landGrant: false,
  control: 'private-nonprofit',
  sector: 2,
  carnegie: 21,
  sizeBand: 'under-1k',
  locale: 'suburb',
  localeSize: 'large',
  latitude: null,
  longitude: null,
  address: null,
  zip: null,
  undergraduate: null,
  fullTimeEnrollment: null,
  partTimeEnrollment: null,
  dormCapacity: null,
  residential: null,
  cbsa: null,
  csa: null,
}

describe('SchoolCard', () => {
  it('shows image, name, city and state, type, enrollment, website and the details link', async () => {
    await renderInRouter(<SchoolCard school={school} view="list" eager={false} />)
    expect(screen.getByRole('heading', { name: "St. John's College" })).toBeInTheDocument()
    expect(screen.getByText('Annapolis, MD')).toBeInTheDocument()
    expect(screen.getByText('Liberal Arts College')).toBeInTheDocument()
    expect(screen.getByText('Enrollment not available')).toBeInTheDocument()
    const website = screen.getByRole('link', { name: /Visit Website/ })
    expect(website).toHaveAttribute('href', 'https://www.sjc.edu/')
    expect(website).toHaveAttribute('target', '_blank')
    expect(screen.getByRole('link', { name: /View School Details/ })).toHaveAttribute(
      'href',
      "/schools/name/st.-john's-college",
    )
    expect(document.querySelector('img')).toHaveAttribute('src', '/images/schools/liberal-arts-1.webp')
  })
})

describe('SchoolCard picture on a phone', () => {
  it('gives a phone a blank in place of the list card picture it hides, and the grid card its picture', async () => {
    const list = await renderInRouter(<SchoolCard school={school} view="list" eager />)
    const phone = document.querySelector('picture source')
    expect(phone).toHaveAttribute('media', '(width < 40rem)')
    expect(phone?.getAttribute('srcset')).toMatch(/^data:image\/gif;base64,/)
    expect(document.querySelector('picture img')).toHaveClass('max-sm:hidden')
    list.unmount()

    await renderInRouter(<SchoolCard school={school} view="grid" eager />)
    expect(document.querySelector('picture')).toBeNull()
    expect(document.querySelector('img')).not.toHaveClass('max-sm:hidden')
  })
})

describe('SchoolImage', () => {
  it('falls back to the default campus image when the picture fails to load', () => {
    render(<SchoolImage school={{ ...school, imageUrl: 'https://example.edu/gone.jpg' }} />)
    const img = document.querySelector('img')!
    expect(img).toHaveAttribute('src', 'https://example.edu/gone.jpg')
    expect(img).toHaveAttribute('alt', "St. John's College campus")
    fireEvent.error(img)
    expect(img).toHaveAttribute('src', DEFAULT_SCHOOL_IMAGE)
    expect(img).toHaveAttribute('alt', '')
  })
})

describe('SchoolListSkeleton', () => {
  it('shows five skeleton rows, announced as loading', () => {
    render(<SchoolListSkeleton />)
    expect(screen.getByRole('status', { name: 'Loading schools' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getAllByTestId('school-skeleton')).toHaveLength(5)
  })
})
