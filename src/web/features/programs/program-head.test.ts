import { describe, expect, it } from 'vitest'
import type { SiteConfig } from '@/shared/site'
import { programOf } from './program-fixtures'
import { programEventJsonLd, programHead } from './program-head'
import { programListHead } from './program-list-head'

const site: SiteConfig = {
  brandName: 'CampusPulse',
  partnerName: 'Air Fresh Marketing',
  partnerUrl: 'https://airfreshmarketing.com',
  publicUrl: 'https://campus.example.com',
  scheduler: null,
  contact: { email: null, phone: null, address: null },
  analytics: null,
}
const meta = (head: ReturnType<typeof programHead>, key: string) =>
  head.meta.find((tag) => 'name' in tag && tag.name === key)?.content ??
  head.meta.find((tag) => 'property' in tag && tag.property === key)?.content

describe('programEventJsonLd', () => {
  it('states the program as a schema.org Event at its school, organized by the brand', () => {
    expect(programEventJsonLd(site, programOf())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      '@id': 'https://campus.example.com/campus-programs/41#event',
      name: 'Welcome Week Sampling Tour',
      description: 'Branded sampling tents at move-in and the first-week street fair.',
      url: 'https://campus.example.com/campus-programs/41',
      image: 'https://campus.example.com/images/illustrations/street-team.webp',
      startDate: '2026-09-01',
      endDate: '2026-10-15',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'CollegeOrUniversity',
        name: 'Texas A&M University',
        url: 'https://campus.example.com/schools/name/texas-a%26m-university',
        address: {
          '@type': 'PostalAddress',
          addressLocality: 'College Station',
          addressRegion: 'TX',
          addressCountry: 'US',
        },
      },
      organizer: expect.objectContaining({ '@type': 'Organization', name: 'CampusPulse' }),
    })
  })

  it('marks a cancelled program, and leaves out dates and location it does not have', () => {
    const data = programEventJsonLd(
      site,
      programOf({ status: 'cancelled', school: null, startDate: null, endDate: null, description: null }),
    )
    expect(data.eventStatus).toBe('https://schema.org/EventCancelled')
    expect(data).not.toHaveProperty('startDate')
    expect(data).not.toHaveProperty('endDate')
    expect(data).not.toHaveProperty('location')
    expect(data.description).toBe(
      'Cancelled campus program. Category: Student Engagement. Investment: $12,000.',
    )
  })
})

describe('programHead', () => {
  it('gives title, description, canonical URL, social tags and the Event JSON-LD', () => {
    const head = programHead(site, programOf())
    expect(head.meta[0]).toEqual({
      title: 'Welcome Week Sampling Tour at Texas A&M University | CampusPulse',
    })
    expect(meta(head, 'description')).toBe(
      'Branded sampling tents at move-in and the first-week street fair.',
    )
    expect(meta(head, 'og:url')).toBe('https://campus.example.com/campus-programs/41')
    expect(meta(head, 'twitter:card')).toBe('summary_large_image')
    expect(meta(head, 'robots')).toBeUndefined()
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://campus.example.com/campus-programs/41' }])
    expect(head.scripts).toHaveLength(1)
    expect(JSON.parse(head.scripts[0]!.children)).toMatchObject({ '@type': 'Event' })
  })

  it('escapes a name that tries to close the script tag', () => {
    const head = programHead(site, programOf({ name: '</script><script>alert(1)</script>' }))
    expect(head.scripts[0]!.children).not.toContain('</script>')
    expect(JSON.parse(head.scripts[0]!.children).name).toBe('</script><script>alert(1)</script>')
  })

  it('describes a program without a description from its facts, and clips a long one', () => {
    expect(meta(programHead(site, programOf({ description: null })), 'description')).toBe(
      'Active campus program at Texas A&M University in College Station, TX, Sep 1 – Oct 15, 2026. Category: Student Engagement. Investment: $12,000.',
    )
    const long = meta(programHead(site, programOf({ description: 'word '.repeat(80) })), 'description')!
    expect(long.length).toBeLessThanOrEqual(200)
    expect(long).toMatch(/word…$/)
  })

  it('keeps a missing program out of search engines', () => {
    const head = programHead(site, undefined)
    expect(head.meta[0]).toEqual({ title: 'Program Not Found | CampusPulse' })
    expect(meta(head, 'robots')).toBe('noindex, nofollow')
    expect(head.scripts).toEqual([])
  })
})

describe('programListHead', () => {
  it("names the list, and a school's list by its own canonical URL", () => {
    const all = programListHead(site, {})
    expect(all.meta[0]).toEqual({ title: 'Campus Programs | CampusPulse' })
    expect(all.links[0]!.href).toBe('https://campus.example.com/campus-programs')
    expect(JSON.parse(all.scripts[0]!.children)).toMatchObject({ '@type': 'CollectionPage' })
    expect(programListHead(site, { school: 7 }).links[0]!.href).toBe(
      'https://campus.example.com/campus-programs?school=7',
    )
  })
})
