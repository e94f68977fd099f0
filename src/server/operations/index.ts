import { authOperations } from '@/server/features/auth/auth.operations'
import { sessionOperations } from '@/server/features/auth/session.operations'
import { twoFactorOperations } from '@/server/features/auth/two-factor/two-factor.operations'
import { bookingOperations } from '@/server/features/booking/booking.operations'
import { staffCallOperations } from '@/server/features/booking/staff-calls.operations'
import { blogOperations } from '@/server/features/blog/blog.operations'
import { caseStudyOperations } from '@/server/features/case-studies/case-studies.operations'
import { contactOperations } from '@/server/features/contact/contact.operations'
import { marketingOperations } from '@/server/features/marketing/marketing.operations'
import { matchingOperations } from '@/server/features/matching/matching.operations'
import { programOperations } from '@/server/features/programs/program.operations'
import { schoolOperations } from '@/server/features/schools/school.operations'
import { siteOperations } from '@/server/features/site/site.operations'
import { staffOperations } from '@/server/features/staff/staff.operations'
import { apiKeyOperations } from '@/server/features/api-keys/api-key.operations'
import { webhookOperations } from '@/server/features/webhooks/webhook.operations'
import { passwordResetOperations } from '@/server/features/team/password-reset.operations'
import { teamOperations } from '@/server/features/team/team.operations'
import { auditOperations } from '@/server/features/audit/audit.operations'
import { flatten } from './define'

/**
 * Every operation, by feature: the procedures (trpc/router.ts), the REST routes (api.ts) and the OpenAPI
 * document (http/openapi.ts) are all derived from this one table. Adding an operation is one entry in its
 * feature's table; adding a feature is one line here.
 */
export const operations = {
  site: siteOperations,
  auth: authOperations,
  twoFactor: twoFactorOperations,
  sessions: sessionOperations,
  contact: contactOperations,
  booking: bookingOperations,
  calls: staffCallOperations,
  blog: blogOperations,
  caseStudies: caseStudyOperations,
  marketing: marketingOperations,
  schools: schoolOperations,
  programs: programOperations,
  matching: matchingOperations,
  staff: staffOperations,
  webhooks: webhookOperations,
  apiKeys: apiKeyOperations,
  team: teamOperations,
  passwordReset: passwordResetOperations,
  audit: auditOperations,
}

/** Every operation with its procedure name (`programs.byId`), in table order. */
export const allOperations = () => flatten(operations)
