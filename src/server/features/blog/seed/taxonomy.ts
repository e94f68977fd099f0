/** The demo blog's byline, categories and tags. */
export const SEED_AUTHOR = {
  username: 'jordan.ellis',
  displayName: 'Jordan Ellis',
  firstName: 'Jordan',
  lastName: 'Ellis',
  jobTitle: 'Head of Campus Strategy',
  bio: 'Jordan leads campus strategy: planning programs around the academic calendar, hiring ambassador teams and reporting results campus by campus. (An illustrative author of the demo blog.)',
}

export const SEED_CATEGORIES: { name: string; description: string }[] = [
  {
    name: 'Campus Strategy',
    description: 'Planning around the academic calendar, choosing campuses and speaking to students.',
  },
  {
    name: 'Brand Ambassadors',
    description: 'Recruiting, paying and managing student ambassadors and creators.',
  },
  {
    name: 'Events & Activations',
    description: 'Street teams, sampling, pop-ups and the approvals that make them possible.',
  },
  {
    name: 'Measurement & ROI',
    description: 'Budgets, tracking and the numbers that prove a campus program worked.',
  },
]

export const SEED_TAGS = [
  'Street Teams',
  'Gen Z',
  'Sampling',
  'Social Media',
  'Welcome Week',
  'Analytics',
  'Campus Approvals',
  'Influencers',
]
