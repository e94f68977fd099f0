import type { ServiceSlug } from '@/shared/marketing/public-pages'
import type { AgencyFigures } from '@/shared/marketing/agency-figures'
import type { Stat } from '@/web/features/marketing/stat-grid'

/**
 * The figures' grid of each service page: the agency figures staff edit (ADR 0150), as the page reads them, and a
 * fact of the service's own. The page's words are staff's copy (ADR 0155); the grid is the figures' record.
 */
export const serviceStats = (figures: AgencyFigures): Record<ServiceSlug, Stat[]> => ({
  'campus-marketing': [figures.averageRoi, figures.colleges, figures.launch],
  'street-teams': [
    figures.launch,
    figures.campusApproval,
    { value: '60+ hours', label: 'a week students spend on campus' },
  ],
  'brand-activations': [figures.averageRoi, figures.campusApproval, figures.startingBudget],
  'influencer-marketing': [
    { value: '5x', label: 'more trust in peers than in ads' },
    figures.studentsReached,
    figures.averageRoi,
  ],
})
