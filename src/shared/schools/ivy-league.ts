/** The eight Ivy League institutions, by their IPEDS names (the traits and the image pools both read it). */
const IVY_LEAGUE = new Set(
  [
    'Harvard University',
    'Yale University',
    'Princeton University',
    'Columbia University in the City of New York',
    'Brown University',
    'Dartmouth College',
    'Cornell University',
    'University of Pennsylvania',
  ].map((name) => name.toLowerCase()),
)

/** Whether a school is one of them, whatever the case its name is written in. */
export const isIvyLeague = (name: string) => IVY_LEAGUE.has(name.toLowerCase())
