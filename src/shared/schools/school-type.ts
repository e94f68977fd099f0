/**
 * The readable institution type shown on cards and filtered by: mapped from the IPEDS sector (control × level)
 * and the 2021 Carnegie basic classification (C21BASIC). See docs/decisions/0020-school-type-mapping.md.
 * HBCU and tribal status are flags, never types (decision D14), except Carnegie's own "Tribal College" class.
 */
export const SCHOOL_TYPES = [
  'Public Research University',
  'Private Research University',
  'Public Doctoral University',
  'Private Doctoral University',
  'Public University',
  'Private University',
  'For-Profit University',
  'Public Liberal Arts College',
  'Liberal Arts College',
  'Public College',
  'State College',
  'Private College',
  'For-Profit College',
  'Community College',
  'Junior College',
  'Career College',
  'Technical College',
  'Technical Institute',
  'Health Sciences College',
  'Medical School',
  'Medical & Research University',
  'Business School',
  'Art & Design School',
  'Law School',
  'Faith-Based College',
  'Special Focus College',
  'Tribal College',
] as const
export type SchoolType = (typeof SCHOOL_TYPES)[number]

/** IPEDS SECTOR 1-6: control (public, private nonprofit, private for-profit) × level (4-year+, 2-year). */
type Control = 'public' | 'nonprofit' | 'forprofit'
const controlOfSector = (sector: number): Control =>
  sector === 1 || sector === 4 ? 'public' : sector === 2 || sector === 5 ? 'nonprofit' : 'forprofit'

const byControl = (control: Control, labels: Record<Control, SchoolType>) => labels[control]

/** Carnegie special-focus classes name the kind of school whatever its control. */
const SPECIAL_FOCUS: Record<number, SchoolType> = {
  10: 'Health Sciences College', // two-year: health professions
  11: 'Technical College', // two-year: technical professions
  12: 'Art & Design School', // two-year: arts and design
  13: 'Special Focus College', // two-year: other fields
  24: 'Faith-Based College',
  25: 'Medical School', // medical schools and centers
  26: 'Health Sciences College', // other health professions
  27: 'Medical & Research University', // research-intensive health science centres (UCSF, Baylor College of Medicine)
  28: 'Technical Institute', // engineering and other technology-related schools
  29: 'Business School',
  30: 'Art & Design School', // arts, music and design
  31: 'Law School',
  32: 'Special Focus College',
  33: 'Tribal College',
}

/**
 * Schools IPEDS did not classify (C21BASIC -2, e.g. hospital nursing schools, new campuses) are read from
 * their name before falling back to the sector alone.
 */
const NAME_HINTS: [RegExp, SchoolType][] = [
  [/\b(nursing|health|medical|medicine|pharmacy)\b/i, 'Health Sciences College'],
  [
    /\b(seminary|theological|theology|bible|rabbinical|yeshiva|talmudical|divinity)\b/i,
    'Faith-Based College',
  ],
  [/\b(technical|technology|polytechnic)\b/i, 'Technical College'],
  [/\b(art|arts|design|music)\b/i, 'Art & Design School'],
]

export function schoolTypeOf(input: { sector: number; carnegie: number | null; name: string }): SchoolType {
  const { sector, carnegie, name } = input
  const control = controlOfSector(sector)
  const special = carnegie === null ? undefined : SPECIAL_FOCUS[carnegie]
  if (special) return special
  switch (carnegie) {
    case 15: // doctoral: very high research (R1)
    case 16: // doctoral: high research (R2)
      return control === 'public' ? 'Public Research University' : 'Private Research University'
    case 17: // doctoral/professional
      return control === 'public' ? 'Public Doctoral University' : 'Private Doctoral University'
    case 18: // master's: larger, medium, small programs
    case 19:
    case 20:
      return byControl(control, {
        public: 'Public University',
        nonprofit: 'Private University',
        forprofit: 'For-Profit University',
      })
    case 21: // baccalaureate: arts and sciences focus
      return control === 'public' ? 'Public Liberal Arts College' : 'Liberal Arts College'
    case 22: // baccalaureate: diverse fields
      return byControl(control, {
        public: 'Public College',
        nonprofit: 'Private College',
        forprofit: 'For-Profit College',
      })
    case 23: // baccalaureate/associate's: mixed
      return byControl(control, {
        public: 'State College',
        nonprofit: 'Private College',
        forprofit: 'For-Profit College',
      })
  }
  // 1-9 associate's colleges, 14 baccalaureate/associate's with associate's dominant.
  if (carnegie !== null && ((carnegie >= 1 && carnegie <= 9) || carnegie === 14)) return twoYear(control)
  const hinted = NAME_HINTS.find(([pattern]) => pattern.test(name))
  if (hinted) return hinted[1]
  if (sector >= 4) return twoYear(control)
  return byControl(control, {
    public: 'Public University',
    nonprofit: 'Private College',
    forprofit: 'For-Profit College',
  })
}

const twoYear = (control: Control): SchoolType =>
  byControl(control, {
    public: 'Community College',
    nonprofit: 'Junior College',
    forprofit: 'Career College',
  })
