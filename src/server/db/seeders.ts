import { seedBlog } from '@/server/features/blog/blog.seed'
import { seedContactSubmissions } from '@/server/features/contact/contact.seed'
import { seedPrograms } from '@/server/features/programs/program.seed'
import type { Em } from './orm'

/**
 * Demo content, in dependency order (users before articles). Each feature adds its seeder here; the same
 * factories serve the unit and browser tests. The schools are no demo: start-up applies the bundled directory
 * before seeding (features/schools/bundled-directory.ts), and the demo programs find their schools by UNITID.
 */
export const seeders: Array<(em: Em) => Promise<void>> = [
  seedPrograms,
  seedContactSubmissions,
  // The blog brings its own author (a byline without a usable password), so it needs no other seeder.
  (em) => seedBlog(em),
]
