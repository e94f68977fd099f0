import type { LegalCopy } from './legal-copy.schema'

/** The terms of service's demo copy (ADR 0155): the rules of using the site, in plain language. */
export const defaultTermsCopy: LegalCopy = {
  markdown: `These terms cover your use of the {brand} website: browsing it, using the campus matching tool, and sending us forms. Campaigns we run for you are covered by the written agreement we sign together, not by this page.

## Using the site

You may browse, read and share anything on this site. Please do not misuse it: no automated scraping that slows the site down, no attempts to get into staff areas or around our security, no spam or false information through the forms, and nothing unlawful.

## Figures, case studies and recommendations

The figures on this site (average ROI, reach, launch times, prices) describe our past campaigns and typical ranges. They are not a promise for your campaign: results depend on your product, offer, budget and timing, and we agree targets in writing before any campaign starts. School information comes from public sources and may be out of date. Recommendations from the [campus matching tool](/brand-matching) are generated automatically and are a starting point for a conversation, not advice you should rely on alone.

## Names and trademarks

Brand and school names belong to their owners. The company names in our case studies are shown as simple wordmarks to identify the work, not as their official logos. The site’s own text and illustrations belong to {brand} or its licensors.

## Staff accounts

Staff accounts are for people {brand} authorizes. Keep your password private, sign out on shared devices, and tell us at once if you think someone else used your account.

## Other sites

We link to school websites, to our partner {partner} and, where the booking page offers one, to a scheduling service. Their own terms and privacy policies apply there.

## Our responsibility

We work to keep the site accurate and available but provide it as it is, without guarantees. To the extent the law allows, we are not liable for indirect losses from using the site. Nothing here limits rights you have under consumer law that cannot be limited.

## Changes and questions

If these terms change, the date at the top changes with them. Questions? Reach us through the [contact page](/contact), and see our [privacy policy](/privacy) for how we handle what you send.
`,
}
