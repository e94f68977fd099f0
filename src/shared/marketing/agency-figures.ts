import { NETWORK_COLLEGES } from '@/shared/schools/network-words'

/**
 * The agency's own figures (issue 18, ADR 0060): every page that states one reads it through the figures record
 * (`useAgencyFigures()` in the pages), so a figure has one value and one meaning across the site. School figures
 * never come from here: they are the school's row, and the network's size is the directory's count (issue 33),
 * put in where the figure is shown (`withNetwork`).
 *
 * Staff edit each figure's value and label, and confirm it as the agency's own, on /staff/figures (issue 36,
 * ADR 0150): an edit is a row of `site_figures`. What stays here is the structure: the set of keys, the pages
 * that show each one (`FIGURE_PLACES` in figure-places.ts), and the demo values a key shows until staff save it. Zod-free: every
 * page's first load reads it.
 */
export interface AgencyFigure {
  value: string
  label: string
  /**
   * Absent or false: demo content the agency has not confirmed as its own (decision D24), which every page that
   * shows the figure marks as an example until staff replace or confirm it. Counts the product computes are
   * confirmed. (Absent rather than `example: true` on each default: these are in every page's first load.)
   */
  confirmed?: boolean
}

/** The demo values (decision D24): what a fresh install shows, each marked as an example, until staff edit it. */
export const defaultAgencyFigures = {
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

export type AgencyFigureKey = keyof typeof defaultAgencyFigures

/** Every figure by key, as the pages read them: the defaults with staff's edits over them. */
export type AgencyFigures = Record<AgencyFigureKey, AgencyFigure>

/** The figures staff edit: all but the network's college count, which the directory computes. */
export const EDITABLE_FIGURE_KEYS = [
  'studentsReached',
  'brandsServed',
  'campusApproval',
  'averageRoi',
  'launch',
  'nationalRollout',
  'startingBudget',
  'nationalBudget',
] as const satisfies readonly Exclude<AgencyFigureKey, 'colleges'>[]

export type EditableFigureKey = (typeof EDITABLE_FIGURE_KEYS)[number]

export const isEditableFigureKey = (key: string): key is EditableFigureKey =>
  (EDITABLE_FIGURE_KEYS as readonly string[]).includes(key)

/** The stored edits, by key: a key without one shows its default. */
export type FigureEdits = Partial<
  Record<EditableFigureKey, { value: string; label: string; confirmed: boolean }>
>

/**
 * The record the pages read: each default, replaced by staff's edit where there is one. `colleges`: the network's
 * count in words, when the caller has it (the root route), so what the page carries states it, not the placeholder.
 */
export function agencyFiguresOf(edits: FigureEdits | null | undefined, colleges?: string): AgencyFigures {
  // Each edit replaces its default whole; the count is put back last, so no edit can reach it. Short, because
  // every page's first load carries it.
  const counted = defaultAgencyFigures.colleges
  return { ...defaultAgencyFigures, ...edits, colleges: colleges ? { ...counted, value: colleges } : counted }
}

/** The figures in the order a stat grid lists them. */
export const figuresOf = (figures: AgencyFigures, ...keys: AgencyFigureKey[]): AgencyFigure[] =>
  keys.map((key) => figures[key])

/**
 * Where copy written ahead of time, outside a component (a service page's search description), states a figure:
 * whoever shows the text puts the figure's value in its place with `withFigures`.
 */
export const figureSlot = (key: EditableFigureKey) => `{figure.${key}}`

export const withFigures = (text: string, figures: AgencyFigures) =>
  text.replace(
    /\{figure\.([A-Za-z]+)\}/g,
    (slot, key: string) => figures[key as AgencyFigureKey]?.value ?? slot,
  )
