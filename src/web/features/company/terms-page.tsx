import { Link } from '@tanstack/react-router'
import { useSite } from '@/web/lib/site'
import { paths } from '@/web/features/marketing/paths'
import { LegalLayout } from './legal-layout'

/** /terms: the rules of using the site, in plain language (decision D2). */
export function TermsPage() {
  const site = useSite()
  const brand = site.brandName
  return (
    <LegalLayout
      title="Terms of Service"
      intro={
        <p>
          These terms cover your use of the {brand} website: browsing it, using the campus matching tool, and
          sending us forms. Campaigns we run for you are covered by the written agreement we sign together,
          not by this page.
        </p>
      }
    >
      <h2>Using the site</h2>
      <p>
        You may browse, read and share anything on this site. Please do not misuse it: no automated scraping
        that slows the site down, no attempts to get into staff areas or around our security, no spam or false
        information through the forms, and nothing unlawful.
      </p>

      <h2>Figures, case studies and recommendations</h2>
      <p>
        The figures on this site (average ROI, reach, launch times, prices) describe our past campaigns and
        typical ranges. They are not a promise for your campaign: results depend on your product, offer,
        budget and timing, and we agree targets in writing before any campaign starts. School information
        comes from public sources and may be out of date. Recommendations from the{' '}
        <Link to={paths.brandMatching}>campus matching tool</Link> are generated automatically and are a
        starting point for a conversation, not advice you should rely on alone.
      </p>

      <h2>Names and trademarks</h2>
      <p>
        Brand and school names belong to their owners. The company names in our case studies are shown as
        simple wordmarks to identify the work, not as their official logos. The site’s own text and
        illustrations belong to {brand} or its licensors.
      </p>

      <h2>Staff accounts</h2>
      <p>
        Staff accounts are for people {brand} authorizes. Keep your password private, sign out on shared
        devices, and tell us at once if you think someone else used your account.
      </p>

      <h2>Other sites</h2>
      <p>
        We link to school websites, our partner{' '}
        <a href={site.partnerUrl} rel="noopener">
          {site.partnerName}
        </a>
        {site.scheduler ? ' and the scheduling service on our booking page' : ''}. Their own terms and privacy
        policies apply there.
      </p>

      <h2>Our responsibility</h2>
      <p>
        We work to keep the site accurate and available but provide it as it is, without guarantees. To the
        extent the law allows, we are not liable for indirect losses from using the site. Nothing here limits
        rights you have under consumer law that cannot be limited.
      </p>

      <h2>Changes and questions</h2>
      <p>
        If these terms change, the date at the top changes with them. Questions? Reach us through the{' '}
        <Link to={paths.contact}>contact page</Link>, and see our <Link to="/privacy">privacy policy</Link>{' '}
        for how we handle what you send.
      </p>
    </LegalLayout>
  )
}
