/**
 * Decision D24: the demo's case studies, client wordmarks, quotes and figures are example content until the
 * agency replaces or confirms them. These are the words every page uses to say so, kept in one place so the
 * pages and the tests that look for them cannot drift apart.
 */
export const EXAMPLE_LABEL = 'Example'

export const exampleNotes = {
  caseStudy:
    'Example case study: demo content shipped with the product, not a record of real work. The brand, results, figures and quote are illustrative.',
  caseStudies:
    'Example case studies: demo content shipped with the product. The brands named are not our clients; results, figures and quotes are illustrative.',
  wordmarks: 'Example content: these brands are not our clients.',
  figures: 'Example figures: demo content, not yet confirmed by the agency.',
  quote: 'Example quote',
} as const
