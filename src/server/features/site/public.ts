/**
 * What other features use of the site's settings: the agency figures as every page states them (ADR 0150), and
 * the history every save of site content keeps (ADR 0151).
 */
export { publicFigures } from './site-figures.service'
export { recordContentRevision } from './content-revisions.service'
