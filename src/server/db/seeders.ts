import { seedBlog } from '@/server/features/blog/blog.seed'
import { seedContactSubmissions } from '@/server/features/contact/contact.seed'
import { seedPrograms } from '@/server/features/programs/program.seed'
import { seedSchools } from '@/server/features/schools/school.seed'
import type { Em } from './orm'

/**
 * Demo content, in dependency order (schools before their programs, users before articles). Each feature adds
 * its seeder here; the same factories serve the unit and browser tests.
 */
export const seeders: Array<(em: Em) => Promise<void>> = [
  // First: programs, matching and others refer to schools.
  seedSchools,
  seedPrograms,
  seedContactSubmissions,
  // The blog brings its own author (a byline without a usable password), so it needs no other seeder.
  (em) => seedBlog(em),
]
