import type { EditableFigureKey } from './agency-figures'

/**
 * Which pages state each editable figure (issue 36, ADR 0150): the staff screen says so beside each figure, and
 * the browser test visits each page after an edit. A module of its own: the pages' first load never carries it.
 */
/** Where a figure is shown: the page's path and the part of it, for the staff screen and the browser test. */
export interface FigurePlace {
  path: string
  where: string
}

/**
 * The pages that show each editable figure (kept beside the components that show them: a new use adds its place
 * here; agency-figures.test.ts checks every key is used on the pages and listed here).
 */
export const FIGURE_PLACES: Record<EditableFigureKey, readonly FigurePlace[]> = {
  studentsReached: [
    { path: '/', where: 'hero figures and search description' },
    { path: '/services', where: 'figures' },
    { path: '/services/influencer-marketing', where: 'figures' },
    { path: '/about', where: 'figures' },
  ],
  brandsServed: [
    { path: '/', where: 'hero figures' },
    { path: '/about', where: 'figures' },
  ],
  campusApproval: [
    { path: '/', where: 'capabilities' },
    { path: '/services', where: 'figures' },
    { path: '/services/street-teams', where: 'figures' },
    { path: '/services/brand-activations', where: 'figures' },
    { path: '/about', where: 'figures' },
  ],
  averageRoi: [
    { path: '/', where: 'capabilities and closing call to action' },
    { path: '/services', where: 'figures and search description' },
    { path: '/services/campus-marketing', where: 'figures' },
    { path: '/services/brand-activations', where: 'figures' },
    { path: '/services/influencer-marketing', where: 'figures' },
  ],
  launch: [
    { path: '/', where: 'hero figures, services, closing call to action, contact and search description' },
    { path: '/services', where: 'street teams card, how it works and search description' },
    { path: '/services/campus-marketing', where: 'figures and how it works' },
    { path: '/services/street-teams', where: 'figures, how it works and search description' },
    { path: '/book-call', where: 'what the call gives you' },
  ],
  nationalRollout: [
    { path: '/services', where: 'how it works' },
    { path: '/book-call', where: 'what the call gives you' },
  ],
  startingBudget: [
    { path: '/', where: 'free strategy call card and closing call to action' },
    { path: '/services', where: 'closing call to action' },
    { path: '/services/campus-marketing', where: 'budgets and search description' },
    { path: '/services/street-teams', where: 'budgets' },
    { path: '/services/brand-activations', where: 'figures and budgets' },
    { path: '/services/influencer-marketing', where: 'budgets' },
    { path: '/book-call', where: 'what the call gives you' },
  ],
  nationalBudget: [
    { path: '/', where: 'closing call to action' },
    { path: '/services/campus-marketing', where: 'budgets' },
    { path: '/services/street-teams', where: 'budgets' },
    { path: '/services/brand-activations', where: 'budgets' },
    { path: '/services/influencer-marketing', where: 'budgets' },
    { path: '/book-call', where: 'what the call gives you' },
  ],
}
