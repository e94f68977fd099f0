/** The school page's tabs, in the order they are shown; the Overview links to the others. */
export type SchoolTab = 'overview' | 'opportunities' | 'location' | 'contact'
