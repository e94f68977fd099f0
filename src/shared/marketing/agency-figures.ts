import { NETWORK_COLLEGES } from '@/shared/schools/network-words'

/**
 * The agency's own figures (issue 18, ADR 0060): every page that states one reads it here, so a figure has one
 * value and one meaning across the site. School figures never come from here: they are the school's row, and
 * the network's size is the directory's count (issue 33), put in where the figure is shown (`withNetwork`).
 */
export interface AgencyFigure {
  value: string
  label: string
  /**
   * Absent: demo content the agency has not confirmed as its own (decision D24), which every page that shows
   * the figure marks as an example until staff replace or confirm it. Counts the product computes are confirmed.
   * (Absent rather than `example: true` on each: these are in every page's first load.)
   */
  confirmed?: boolean
}

export const agencyFigures = {
  colleges: { value: NETWORK_COLLEGES, label: 'colleges in our network', confirmed: true },
  /** Students our campaigns have put a brand in front of; not the enrollment of the network's colleges. */
  studentsReached: { value: '2.5M+', label: 'students reached' },
  brandsServed: { value: '500+', label: 'brands served' },
  /** Share of campaigns a campus approves on first submission; the only meaning 95% has on the site. */
  campusApproval: { value: '95%', label: 'campus approval on first submission' },
  averageRoi: { value: '300%', label: 'average ROI within 90 days' },
  launch: { value: '48 hours', label: 'to launch on one campus' },
  nationalRollout: { value: '2–4 weeks', label: 'to roll out nationally' },
  startingBudget: { value: '$5,000', label: 'starting budget, one campus' },
  nationalBudget: { value: '$50,000+', label: 'national programs' },
} as const satisfies Record<string, AgencyFigure>

export type AgencyFigureKey = keyof typeof agencyFigures

/** The figures in the order a stat grid lists them. */
export const figuresOf = (...keys: AgencyFigureKey[]): AgencyFigure[] => keys.map((key) => agencyFigures[key])
