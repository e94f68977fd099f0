/**
 * What other features use of the site's settings: the agency figures as every page states them (ADR 0150), the
 * history every save of site content keeps (ADR 0151), and the pages' copy as visitors read it (ADR 0155).
 */
export { publicFigures } from './site-figures.service'
export { recordContentRevision } from './content-revisions.service'
export { publicPageCopy } from './site-pages.service'
