import type { Program } from '@/shared/programs/program.schema'

/** Lower case without accents, so "cafe" finds "Café Nights" and "ut austin" finds "UT Austin". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

type Row = Pick<Program, 'name' | 'school'>

const haystack = (program: Row) =>
  fold([program.name, program.school?.name, program.school?.city, program.school?.state].join(' '))

/**
 * The staff table's search (client-side: programs number in the dozens or hundreds, all already loaded): every
 * word must appear in the program's name or its school's name, city or state, in any order.
 */
export function filterPrograms<T extends Row>(programs: T[], query: string | undefined): T[] {
  const words = fold(query ?? '')
    .split(/\s+/)
    .filter(Boolean)
  if (words.length === 0) return programs
  return programs.filter((program) => {
    const text = haystack(program)
    return words.every((word) => text.includes(word))
  })
}
