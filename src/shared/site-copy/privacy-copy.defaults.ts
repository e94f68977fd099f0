import { PRIVACY_FACTS_BLOCK, type PrivacyCopy } from './privacy-copy.schema'

/**
 * The privacy policy's demo prose (ADR 0156). What the site stores, for how long and how erasure works is not
 * here: the page writes it at the block from the running configuration. No closing newline: a save trims, so
 * the demo copy saved back (as the browser tests do) is the same text.
 */
export const defaultPrivacyCopy: PrivacyCopy = {
  markdown: `{brand} is a website for brands that want to reach college students. We collect as little as we can: only what you type into our forms, plus one cookie for staff who sign in. This page lists all of it.

${PRIVACY_FACTS_BLOCK}

## How we use what you send

We use your submissions to answer you and to prepare proposals, never to sell or share your details with advertisers.

## Your choices and rights

- Ask what we hold about you, and get a copy.
- Ask us to correct or erase it. We reply within 30 days.
- Complain to your local data-protection authority if you think we got something wrong.

Write to us through the [contact page](/contact). The date at the top tells you when this policy last changed.`,
}
