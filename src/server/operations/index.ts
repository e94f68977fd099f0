import { authOperations } from '../features/auth/auth.operations'
import { blogOperations } from '../features/blog/blog.operations'
import { contactOperations } from '../features/contact/contact.operations'
import { marketingOperations } from '../features/marketing/marketing.operations'
import { matchingOperations } from '../features/matching/matching.operations'
import { programOperations } from '../features/programs/program.operations'
import { schoolOperations } from '../features/schools/school.operations'
import { siteOperations } from '../features/site/site.operations'
import { staffOperations } from '../features/staff/staff.operations'
import { flatten } from './define'

/**
 * Every operation, by feature: the procedures (trpc/router.ts), the REST routes (api.ts) and the OpenAPI
 * document (http/openapi.ts) are all derived from this one table. Adding an operation is one entry in its
 * feature's table; adding a feature is one line here.
 */
export const operations = {
  site: siteOperations,
  auth: authOperations,
  contact: contactOperations,
  blog: blogOperations,
  marketing: marketingOperations,
  schools: schoolOperations,
  programs: programOperations,
  matching: matchingOperations,
  staff: staffOperations,
}

/** Every operation with its procedure name (`programs.byId`), in table order. */
export const allOperations = () => flatten(operations)
