import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import { PROGRAM_STATUSES } from '@/shared/programs/program.schema'
import { programCategory } from '@/shared/programs/program-display'
import { applyBundledDirectory } from '@/server/features/schools/bundled-directory'
import { seedPrograms } from './program.seed'
import { listPrograms } from './program.service'

/** The demo programs (issue 5): 40+ over 20+ seeded schools, every status and category, past to future. */
const t = useTestApp()

// Loading the full directory (4,082 schools) takes seconds on PGlite; a loaded machine needs more than 30 s.
describe('seedPrograms', { timeout: 120_000 }, () => {
  it('seeds realistic programs that cover every status, category, time and budget range', async () => {
    await applyBundledDirectory(t.current.em())
    await seedPrograms(t.current.em())
    const programs = await listPrograms(t.current.em(), 'staff')

    expect(programs.length).toBeGreaterThanOrEqual(40)
    expect(new Set(programs.map((program) => program.schoolId)).size).toBeGreaterThanOrEqual(20)
    expect(new Set(programs.map((program) => program.status))).toEqual(new Set(PROGRAM_STATUSES))

    const categories = new Set(programs.map((program) => programCategory(program.name).label))
    expect(categories.size).toBe(7)
    const names = programs.map((program) => program.name.toLowerCase()).join(' | ')
    for (const keyword of [
      'welcome',
      'orientation',
      'homecoming',
      'alumni',
      'ambassador',
      'leadership',
      'fair',
      'expo',
      'sports',
      'athletic',
      'graduation',
      'ceremony',
    ])
      expect(names, keyword).toContain(keyword)

    const now = Date.now()
    const finished = programs.filter((program) => program.endDate!.getTime() < now)
    const running = programs.filter(
      (program) => program.startDate!.getTime() <= now && program.endDate!.getTime() >= now - 86_400_000,
    )
    const coming = programs.filter((program) => program.startDate!.getTime() > now)
    expect([finished.length, running.length, coming.length].every((count) => count > 0)).toBe(true)
    // Statuses agree with the calendar: completed ones are over, planned ones still to come, active ones running.
    for (const program of programs) {
      if (program.status === 'completed') expect(finished).toContain(program)
      if (program.status === 'planned') expect(coming).toContain(program)
      if (program.status === 'active') expect(running).toContain(program)
      expect(program.endDate!.getTime()).toBeGreaterThanOrEqual(program.startDate!.getTime())
      expect(program.description).toBeTruthy()
    }

    const budgets = programs.map((program) => program.budget!)
    expect(Math.min(...budgets)).toBeLessThanOrEqual(2_500)
    expect(Math.max(...budgets)).toBeGreaterThanOrEqual(50_000)
    // The nursing school the home page links to has programs of its own.
    expect(programs.some((program) => program.school?.name === 'Watts School of Nursing')).toBe(true)
  })
})
