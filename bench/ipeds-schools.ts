/**
 * The 4,082 active degree-granting U.S. colleges of IPEDS HD 2022 (with HIFLD enrollment), read straight from
 * ../shared/data for the matching benchmark, never copied into the repository. A minimal mapping of its own:
 * the directory's importer (decision D14) is the real one; the scorer reads the same facts either way.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import type { ScoringSchool } from '@/server/features/matching/scoring/school-traits'
import type { Control, Locale, SizeBand } from '@/shared/schools/school.schema'
import { schoolSlug } from '@/shared/schools/slug'

export const DATA_DIR = path.resolve(import.meta.dirname, '../../shared/data')
const HD = path.join(DATA_DIR, 'ipeds/hd2022.csv')
const HIFLD = path.join(DATA_DIR, 'hifld/Colleges_and_Universities.csv')

export const hasIpedsData = () => fs.existsSync(HD) && fs.existsSync(HIFLD)

const SIZE: Record<string, SizeBand> = {
  '1': 'under-1k',
  '2': '1k-5k',
  '3': '5k-10k',
  '4': '10k-20k',
  '5': '20k-plus',
}
const LOCALE: Record<string, Locale> = { '1': 'city', '2': 'suburb', '3': 'town', '4': 'rural' }
const CONTROL: Record<string, Control> = {
  '1': 'public',
  '2': 'private-nonprofit',
  '3': 'private-for-profit',
}

function typeLabel(carnegie: number | null, sector: number, control: Control): string {
  const who = control === 'public' ? 'Public' : 'Private'
  if (sector >= 4 || (carnegie !== null && carnegie <= 14)) return 'Community College'
  if (carnegie === 15 || carnegie === 16) return `${who} Research University`
  if (carnegie === 21) return 'Liberal Arts College'
  if (carnegie === 33) return 'Tribal College'
  if (carnegie !== null && carnegie >= 18 && carnegie <= 20) return `${who} Master's University`
  return `${who} College`
}

export type IpedsSchool = Omit<ScoringSchool, 'id' | 'activePrograms' | 'plannedPrograms'> & {
  unitid: number
  latitude: number | null
  longitude: number | null
  websiteUrl: string | null
}

export function readIpedsSchools(): IpedsSchool[] {
  // One row of HD 2022 has bare quotes inside a quoted URL (`&hl="veteran"&`): make those plain apostrophes.
  const hdText = fs.readFileSync(HD, 'latin1').replace(/(?<=[^,\n"])"(?=[^,\n"])/g, "'")
  const hd = parse(hdText, { columns: true, trim: true }) as Array<Record<string, string>>
  const hifld = parse(fs.readFileSync(HIFLD, 'utf8').replace(/^\uFEFF/, ''), { columns: true }) as Array<
    Record<string, string>
  >
  const enrollment = new Map(hifld.map((row) => [row.IPEDSID!, Number(row.TOT_ENROLL)]))
  const slugs = new Set<string>()
  return hd
    .filter((row) => row.DEGGRANT === '1' && row.CYACTIVE === '1' && /^[1-6]$/.test(row.SECTOR!))
    .map((row) => {
      const carnegie = Number(row.C21BASIC) > 0 ? Number(row.C21BASIC) : null
      const sector = Number(row.SECTOR)
      const control = CONTROL[row.CONTROL!]!
      const enrolled = enrollment.get(row.UNITID!) ?? -1
      let slug = schoolSlug(row.INSTNM!)
      if (slugs.has(slug)) slug = `${slug}-${row.UNITID}`
      slugs.add(slug)
      return {
        unitid: Number(row.UNITID),
        name: row.INSTNM!,
        slug,
        city: row.CITY || null,
        state: row.STABBR || null,
        type: typeLabel(carnegie, sector, control),
        studentPopulation: enrolled > 0 ? enrolled : null,
        sizeBand: SIZE[row.INSTSIZE!] ?? null,
        locale: LOCALE[row.LOCALE!.charAt(0)] ?? null,
        control,
        sector,
        carnegie,
        hbcu: row.HBCU === '1',
        tribal: row.TRIBAL === '1',
        landGrant: row.LANDGRNT === '1',
        isActive: true,
        latitude: Number(row.LATITUDE) || null,
        longitude: Number(row.LONGITUD) || null,
        websiteUrl: row.WEBADDR || null,
      }
    })
}
