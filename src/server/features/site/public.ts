/** What other features use of the site's settings: the agency figures as every page states them (ADR 0150). */
export { publicFigures } from './site-figures.service'
