/**
 * What the site promises about how fast the team answers (issue 36): one reply time and one plan time, stated
 * the same on every page. Pages put these in; a test fails when a page writes "business day" in its own words.
 */
/** A person answers a message, a request for a call or a school enquiry. */
export const REPLY_WITHIN = 'one business day'
/** A campaign plan with an itemized budget, after the strategy call. */
export const PLAN_WITHIN = 'three business days'
