import { stateByCode, type Region } from '@/shared/geo/us-states'
import { isIvyLeague } from './ivy-league'
import { schoolArtwork } from '@/shared/artwork'

/**
 * Which picture a school shows (product §9; decision D17), among the artwork the project ships in
 * public/images/schools (ADR 0081): the record's own imageUrl when set; otherwise an exact name match; then a name
 * fragment longer than three characters; then a category pool (Ivy League, technical, liberal arts, community
 * college, public university); then the pool of the state's region; then a general pool. Inside a pool the pick
 * is the school's id modulo the pool's size. A record without id or name gets the default campus picture.
 */
const image = schoolArtwork

export const DEFAULT_SCHOOL_IMAGE = image('default-campus')

const EXACT_NAMES: Record<string, string> = {
  'watts school of nursing': image('health'),
  'massachusetts institute of technology': image('technical-2'),
  'california institute of technology': image('technical-2'),
  'the juilliard school': image('arts'),
}

/** Lower-case fragments (all longer than three characters), in the order they are tried. */
const NAME_FRAGMENTS: [string, string][] = [
  ['nursing', image('health')],
  ['health', image('health')],
  ['medical', image('health')],
  ['medicine', image('health')],
  ['pharmacy', image('health')],
  ['seminary', image('seminary')],
  ['theological', image('seminary')],
  ['divinity', image('seminary')],
  ['bible', image('seminary')],
  ['music', image('arts')],
  ['design', image('arts')],
  ['conservatory', image('arts')],
  ['school of art', image('arts')],
]

const pool = (prefix: string, size: number) =>
  Array.from({ length: size }, (_, i) => image(`${prefix}-${i + 1}`))

export const IMAGE_POOLS = {
  ivy: pool('ivy', 2),
  technical: pool('technical', 2),
  liberalArts: pool('liberal-arts', 2),
  communityCollege: pool('community', 2),
  publicUniversity: pool('public', 2),
  Northeast: pool('northeast', 2),
  Midwest: pool('midwest', 2),
  South: pool('south', 2),
  West: pool('west', 2),
  general: pool('general', 3),
} satisfies Record<string, string[]> & Record<Region, string[]>

export interface ImageableSchool {
  id?: number | null
  name?: string | null
  type?: string | null
  state?: string | null
  imageUrl?: string | null
}

function categoryPool(name: string, type: string): string[] | undefined {
  if (isIvyLeague(name)) return IMAGE_POOLS.ivy
  if (/technical|technology|polytechnic|\btech\b|engineering|school of mines/.test(`${type} ${name}`))
    return IMAGE_POOLS.technical
  if (type.includes('liberal arts')) return IMAGE_POOLS.liberalArts
  if (type === 'community college' || type === 'junior college' || name.includes('community college'))
    return IMAGE_POOLS.communityCollege
  if (type.startsWith('public')) return IMAGE_POOLS.publicUniversity
  return undefined
}

export function schoolImage(school: ImageableSchool): string {
  if (school.imageUrl) return school.imageUrl
  if (!school.id || !school.name) return DEFAULT_SCHOOL_IMAGE
  const name = school.name.trim().toLowerCase()
  const exact = EXACT_NAMES[name]
  if (exact) return exact
  const fragment = NAME_FRAGMENTS.find(([part]) => name.includes(part))
  if (fragment) return fragment[1]
  const region = stateByCode(school.state)?.region
  const chosen =
    categoryPool(name, (school.type ?? '').toLowerCase()) ??
    (region ? IMAGE_POOLS[region] : IMAGE_POOLS.general)
  return chosen[Math.abs(school.id) % chosen.length]!
}
