import type { Program } from '@/shared/programs/program.schema'

const day = (iso: string) => new Date(`${iso}T00:00:00Z`)

/** A program as the procedures return it, for the component tests; override what a case is about. */
export function programOf(overrides: Partial<Program> = {}): Program {
  return {
    id: 41,
    schoolId: 7,
    name: 'Welcome Week Sampling Tour',
    description: 'Branded sampling tents at move-in and the first-week street fair.',
    status: 'active',
    startDate: day('2026-09-01'),
    endDate: day('2026-10-15'),
    budget: 12_000,
    showBudgetPublicly: true,
    createdAt: day('2026-01-05'),
    updatedAt: day('2026-01-05'),
    school: {
      id: 7,
      name: 'Texas A&M University',
      slug: 'texas-a&m-university',
      city: 'College Station',
      state: 'TX',
    },
    ...overrides,
  }
}
