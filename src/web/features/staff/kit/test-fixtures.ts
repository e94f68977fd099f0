import type { SessionUser } from '@/shared/auth/auth.schema'
import type { Program } from '@/shared/programs/program.schema'
import type { School, SchoolDetail } from '@/shared/schools/school.schema'

/** The records staff component tests start from: a signed-in admin, a school and one of its programs. */
export const admin: SessionUser = {
  id: 1,
  username: 'grace',
  displayName: 'Grace Hopper',
  email: null,
  firstName: 'Grace',
  lastName: 'Hopper',
  bio: null,
  role: 'admin',
  isAdmin: true,
}

export const stanford: School = {
  id: 7,
  name: 'Stanford University',
  slug: 'stanford-university',
  city: 'Stanford',
  state: 'CA',
  type: 'Private Research University',
  studentPopulation: 18000,
  websiteUrl: 'https://www.stanford.edu',
  imageUrl: null,
  logoUrl: null,
  isActive: true,
  createdAt: new Date('2026-01-01T00:00:00Z'),
  unitid: 243744,
  alias: null,
  hbcu: false,
  tribal: false,
  landGrant: false,
  control: 'private-nonprofit',
  sector: 2,
  carnegie: 15,
  sizeBand: '10k-20k',
  locale: 'suburb',
  localeSize: 'large',
  latitude: 37.429,
  longitude: -122.167,
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

export const schoolDetail = (programCount: number): SchoolDetail => ({
  ...stanford,
  programCount,
  activeProgramCount: programCount,
  firstProgramDate: programCount > 0 ? new Date('2025-09-01T00:00:00Z') : null,
  mapPoint: { x: 61.2, y: 265.4 },
})

export const welcomeWeek: Program = {
  id: 41,
  schoolId: stanford.id,
  name: 'Welcome Week Sampling',
  description: 'Cold brew at move-in.',
  status: 'active',
  startDate: new Date('2026-09-01T00:00:00Z'),
  endDate: new Date('2026-09-15T00:00:00Z'),
  budget: 25000,
  showBudgetPublicly: true,
  createdAt: new Date('2026-05-01T00:00:00Z'),
  updatedAt: new Date('2026-05-01T00:00:00Z'),
  school: { id: stanford.id, name: stanford.name, slug: stanford.slug, city: 'Stanford', state: 'CA' },
}
