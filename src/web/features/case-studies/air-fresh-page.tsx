import { Link } from '@tanstack/react-router'
import { useSite } from '../../lib/site'
import { Section } from '../marketing/section'
import { paths } from '../marketing/paths'
import { CaseStudyLayout } from './case-study-layout'
import { TimelineSteps } from './timeline-steps'

/** /cs/air-fresh-client: a campaign of the partner agency (PARTNER_NAME) run on this platform. */
export function AirFreshCaseStudyPage() {
  const site = useSite()
  const partner = site.partnerName
  return (
    <CaseStudyLayout
      study={{
        eyebrow: `Case study · ${partner}`,
        title: `${partner}: +385% ROI across 127 campuses`,
        company: partner,
        lead: `A national better-for-you snack brand asked ${partner} for one semester to prove campus could sell. ${partner} used ${site.brandName} to pick the campuses, staff them and report on every one: 127 campuses, 234K students reached, and a 385% return.`,
        heroImage: '/images/illustrations/street-team.svg',
        glance: [
          { value: '+385%', label: 'ROI in one semester' },
          { value: '127', label: 'campuses' },
          { value: '234K', label: 'students reached' },
          { value: '48 hours', label: 'to launch the first 20 campuses' },
        ],
        challenge: (
          <>
            <p>
              The client, a national snack brand that asks not to be named, was new to college marketing and
              skeptical of it. Its leadership gave the brand team one semester and a fixed budget to show that
              campus activity moved product in the stores around campus, or the channel would be cut.
            </p>
            <p>
              That meant choosing campuses carefully, launching fast enough to catch the start of term, and
              measuring sales rather than impressions.
            </p>
          </>
        ),
        approach: (
          <>
            <p>
              {partner} ran the campaign end to end on {site.brandName}: campus selection from the{' '}
              <Link to={paths.schools} className="font-medium text-primary underline">
                school directory
              </Link>
              , local street teams and ambassadors, and a per-campus dashboard.
            </p>
            <TimelineSteps
              steps={[
                {
                  title: 'Pick campuses that can pay back',
                  text: 'Shortlisted 127 campuses by enrollment, on-campus housing and the number of partner grocery and convenience stores within two miles.',
                },
                {
                  title: 'Launch in waves',
                  text: 'The first 20 campuses went live within 48 hours of sign-off; the rest followed over three weeks as teams were trained.',
                },
                {
                  title: 'Sample where students spend their day',
                  text: 'Street teams sampled at dining halls, libraries and rec centers, with a store coupon and a campus code on every pack.',
                },
                {
                  title: 'Report on sales, not reach',
                  text: 'Coupon redemptions and retailer data by campus, reviewed weekly, moved staff hours to the campuses selling best.',
                },
              ]}
            />
          </>
        ),
        more: (
          <Section eyebrow="Why it worked" title="A semester, not a stunt" tone="plain">
            <p className="max-w-3xl text-lg text-muted-foreground">
              The brand renewed for the full academic year before the semester ended, and moved budget from
              paid social to campus. Read how {partner} and {site.brandName} work together on the{' '}
              <Link to="/about" className="font-medium text-primary underline">
                about page
              </Link>
              .
            </p>
          </Section>
        ),
        results: [
          '+385% return on program cost in one semester, measured on retail sales',
          '127 campuses in 31 states, with the first 20 live within 48 hours',
          '234K students reached in person, 61,000 coupons redeemed',
          'Renewed for the full academic year before the semester ended',
        ],
        testimonial: {
          quote: `We went in expecting to prove a point and came out with our best-performing channel. ${partner} showed us sales by campus every week, so the decision to renew made itself.`,
          author: 'Director of Brand Marketing',
          position: 'National snack brand (client of ' + partner + ')',
        },
      }}
    />
  )
}
