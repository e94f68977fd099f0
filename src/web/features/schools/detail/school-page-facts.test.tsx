import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { SchoolDetail } from '@/shared/schools/school.schema'
import type { SiteConfig } from '@/shared/site'
import { projectToUsMap } from '@/server/features/schools/map/us-map'
import { schoolRecordOf } from '@/server/features/schools/school-record'
import { bundledDirectory } from '@/server/features/schools/bundled-directory'
import { onCampusSentence } from '@/shared/schools/residential'
import { schoolFactsOf } from '@/server/features/schools/import/school-import.service'
import { ContactTab } from './contact-tab'
import { LocationTab } from './location-tab'
import { OpportunitiesTab } from './opportunities-tab'
import { OverviewTab } from './overview-tab'
import { SchoolClosingCta, SchoolFaq } from './school-faq'
import { SchoolDetailHeader } from './school-detail-header'
import { formatWholeNumber } from '@/shared/us-format'
import { SCHOOL_DATA_SOURCE } from '@/shared/schools/school-source'

/**
 * ADR 0024: a school page is written from the school's own row. Three real, very different schools (a tribal
 * college, an R1 university, a community college, as the demo seed lists them from IPEDS) are rendered with
 * every tab; no number may appear unless it comes from that school's row, and the prose must differ.
 */
const site: SiteConfig = {
  brandName: 'CampusPulse',
  partnerName: 'Partner',
  partnerUrl: 'https://partner.example',
  publicUrl: 'http://localhost:3000',
  scheduler: null,
  analytics: null,
  contact: { email: null, phone: null, address: null },
}

function detailOf(name: string): SchoolDetail {
  const { directory, enrollment } = bundledDirectory()
  const institution = directory.institutions.find((school) => school.name === name)
  if (!institution) throw new Error(`${name} is not in the bundled directory`)
  const facts = schoolFactsOf(institution, enrollment!.get(institution.unitid))
  const record = schoolRecordOf(facts)
  return {
    ...record,
    id: facts.unitid,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    isActive: true,
    imageUrl: null,
    logoUrl: null,
    createdAt: new Date('2026-11-24T00:00:00Z'),
    programCount: 0,
    activeProgramCount: 0,
    firstProgramDate: null,
    mapPoint: projectToUsMap(record.latitude, record.longitude),
  }
}

async function pageText(school: SchoolDetail): Promise<string> {
  const root = createRootRoute({
    loader: () => ({ site }),
    component: () => (
      <>
        <SchoolDetailHeader school={school} />
        <OverviewTab school={school} showTab={() => {}} />
        <OpportunitiesTab school={school} />
        <LocationTab school={school} />
        <ContactTab school={school} />
        <SchoolFaq school={school} />
        <SchoolClosingCta school={school} />
      </>
    ),
  })
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path: '/' }),
    createRoute({ getParentRoute: () => root, path: '/schools' }),
    createRoute({ getParentRoute: () => root, path: '/contact' }),
    createRoute({ getParentRoute: () => root, path: '/campus-programs' }),
  ])
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) })
  await router.load()
  const { container, unmount } = render(<RouterProvider router={router} />)
  // The FAQ's answers are in the DOM, open or not (native <details>), so their numbers are checked here too.
  const text = `${container.textContent} ${[...container.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label')).join(' ')}`
  unmount()
  return text
}

/**
 * Numbers the row itself gives: enrollment, its full-time and part-time split, residence-hall beds (rounded)
 * and their share of the headcount, and digits inside the school's name or city; and the edition of the
 * directory the row was imported from, which the page names as its source.
 */
const rowNumbers = (school: SchoolDetail) =>
  new Set(
    [
      school.unitid === null ? '' : String(SCHOOL_DATA_SOURCE.directoryYear),
      school.studentPopulation === null ? '' : formatWholeNumber(school.studentPopulation),
      school.fullTimeEnrollment === null ? '' : formatWholeNumber(school.fullTimeEnrollment),
      school.partTimeEnrollment === null ? '' : formatWholeNumber(school.partTimeEnrollment),
      onCampusSentence(school.dormCapacity, school.studentPopulation) ?? '',
      school.name,
      school.city ?? '',
    ].flatMap((text) => text.match(/\d[\d,]*/g) ?? []),
  )

const SCHOOLS = ['Dine College', 'Duke University', 'Houston Community College']

describe('school pages say only what the school row says', { timeout: 30_000 }, () => {
  it('shows no number that is not from the row', async () => {
    for (const name of SCHOOLS) {
      const school = detailOf(name)
      // "R1"/"R2" are Carnegie's names for the class, which comes from the row.
      const numbers = ((await pageText(school)).replace(/\bR[12]\b/g, '').match(/\d[\d,]*/g) ?? []).map(
        (number) => number.replace(/,$/, ''),
      )
      const allowed = rowNumbers(school)
      expect(
        numbers.filter((number) => !allowed.has(number)),
        name,
      ).toEqual([])
    }
  })

  it('names each school by its facts: Carnegie class, control, level, setting and designations', async () => {
    const [dine, duke, houston] = await Promise.all(SCHOOLS.map((name) => pageText(detailOf(name))))
    expect(dine).toContain('Tribal College or University')
    expect(dine).toContain('Land-grant institution')
    // IPEDS LOCALE 43 "Rural: Remote", 11 "City: Large" (the seed's codes).
    expect(dine).toContain('Rural remote')
    expect(duke).toContain('Large city')
    expect(houston).toContain('Large city')
    expect(duke).toContain('Doctoral University: Very High Research Activity (R1)')
    expect(duke).toContain('Private nonprofit')
    expect(duke).toMatch(
      /About [\d,]+ students live on campus \(\d+% of students\); highly residential campus/,
    )
    expect(houston).toContain('No on-campus housing')
    expect(duke).toContain('graduate and professional students')
    expect(houston).toContain('Two-year')
    expect(houston).toContain("Associate's College: High Transfer, High Traditional")
    expect(houston).toContain('many students commute')
    for (const text of [dine, duke, houston]) {
      expect(text).not.toContain('Active Partner')
      expect(text).not.toContain('Partnership Since')
      expect(text).toContain('No campaign here yet')
      expect(text).toContain('Source: IPEDS 2022 directory (NCES) and HIFLD enrollment')
    }
    expect(await pageText({ ...detailOf('Duke University'), unitid: null })).toContain('Added by staff')
  })

  it('writes prose that differs between schools once the names are set aside', async () => {
    const sentencesOf = async (name: string) =>
      new Set(
        (await pageText(detailOf(name)))
          .replaceAll(name, 'SCHOOL')
          .split(/(?<=[.!?])\s*/)
          .map((sentence) => sentence.trim())
          .filter((sentence) => sentence.split(' ').length >= 8),
      )
    const [dine, duke, houston] = await Promise.all(SCHOOLS.map(sentencesOf))
    const shared = [...dine!].filter((sentence) => duke!.has(sentence) && houston!.has(sentence))
    // Shared questions ("How can my brand reach students at SCHOOL?") and the agency's offer are fine; a
    // statement about the school that reads the same at a tribal college and an R1 university is not.
    const aboutTheSchool = shared.filter((sentence) => sentence.includes('SCHOOL') && !sentence.endsWith('?'))
    expect(shared.length).toBeGreaterThan(0)
    expect(aboutTheSchool).toEqual([])
  })

  it('draws the map with a text alternative, and says so where it cannot', async () => {
    const duke = detailOf('Duke University')
    const text = await pageText(duke)
    expect(text).toContain('Map: Duke University in Durham, NC')
    const puertoRico = { ...duke, name: 'Universidad de Puerto Rico', state: 'PR', mapPoint: null }
    expect(await pageText(puertoRico)).toContain('lies outside the states and DC this map draws')
  })
})
