import { Link } from '@tanstack/react-router'
import type { PrivacyFacts as PrivacyFactsData, StoredCounter } from '@/shared/privacy/privacy.schema'
import { daysInWords, minutesInWords } from '@/shared/privacy/privacy-words'
import type { SiteConfig } from '@/shared/site'
import { useSite } from '@/web/lib/site'
import { paths } from '@/web/features/marketing/paths'

const analyticsText: Record<NonNullable<SiteConfig['analytics']>['provider'], string> = {
  plausible:
    'This site counts page views with Plausible Analytics. Plausible sets no cookies and stores no personal data: it records the page, the referring site, and the browser, device type and country, aggregated so no visitor can be identified.',
  ga4: 'This site counts page views with Google Analytics 4. Google sets cookies to tell returning visitors from new ones and processes your IP address to estimate your location; see Google’s privacy policy for how it handles that data. You can block it with any common tracker blocker without losing anything on this site.',
}

const schedulerName = { calendly: 'Calendly', cal: 'Cal.com' } as const

const keyWords: Record<StoredCounter['key'], string> = {
  ip: 'your IP address',
  'ip-and-username': 'your IP address and the username typed',
  username: 'the username typed',
  email: 'the email address typed',
}

/**
 * What this installation stores about people, for how long and how erasure works (decision D2, issue 36 point 5):
 * written here from `site.privacy`, which the server reads from the settings it runs with, and from the site's
 * settings (analytics, scheduler). The privacy policy's prose is staff's markdown (ADR 0156); these sections sit
 * where it writes `{privacy.facts}` and no edit can remove or reword them.
 */
export function PrivacyFacts({ facts }: { facts: PrivacyFactsData }) {
  const site = useSite()
  return (
    <div data-privacy-facts="">
      <h2>What you send us through the contact form</h2>
      <p>
        When you use the contact form (on the{' '}
        <Link to="/" hash="contact-us">
          home page
        </Link>
        , the <Link to={paths.contact}>contact page</Link> or the forms on the{' '}
        <Link to="/book-call">booking page</Link>), we store what you enter:{' '}
        <strong>first and last name, email address, job title, company and your message</strong>, with the
        date and time you sent it. If you are signed in as staff, the submission is linked to your account.
      </p>
      <p>
        When you book a call at a time you pick, we also store <strong>the time of the call</strong> and, if
        you came from a school&rsquo;s page, <strong>which school</strong>. Your calendar invite is reached
        only by the private link shown when you book.
      </p>
      <p>Only our staff can read submissions.</p>
      <LeadRetention facts={facts} />
      <LeadEmails facts={facts} />

      <h2>What the campus matching tool stores</h2>
      <p>
        The <Link to={paths.brandMatching}>campus matching tool</Link> stores the brand profile you enter{' '}
        <strong>
          (brand name, industry, target audience, values, marketing goals, budget range and any additional
          notes)
        </strong>{' '}
        and the recommendations generated for it, so the results can be shown to you and reused if the same
        profile is submitted again. The tool does not ask who you are; please do not put personal details in
        the free-text fields. Recommendations are written by a language model running on infrastructure the
        site’s operator controls, or by a built-in rule-based writer; your profile is not sent to outside AI
        services.
      </p>

      <h2>Cookies</h2>
      <p>
        Visitors get <strong>no cookies from us</strong>. Staff who sign in get one session cookie, which is
        required for signing in: it holds a random token (no personal data), cannot be read by scripts and is
        not sent to other sites. Our database keeps the session with your account, when it started and when it
        was last used. It stops working when you sign out, after{' '}
        <strong>{minutesInWords(facts.session.idleMinutes)} without use</strong>, or{' '}
        <strong>{minutesInWords(facts.session.maxHours * 60)} after signing in</strong>, whichever comes
        first.
      </p>
      <p>
        Each change staff make (and each made with an API key) is recorded in an audit trail: which account or
        key, which action, which record (by its number), when, and from which network address. It holds no
        names, emails or messages, and each entry is deleted after{' '}
        <strong>{daysInWords(facts.auditRetentionDays)}</strong>.
      </p>

      <h2>Analytics</h2>
      <p>
        {site.analytics
          ? analyticsText[site.analytics.provider]
          : 'This site does not use analytics, advertising or tracking scripts.'}
      </p>

      <h2>Booking a call</h2>
      <p>
        {site.scheduler
          ? `The booking page embeds ${schedulerName[site.scheduler.provider]}, which loads only on that page. What you enter there (name, email, the time you choose) goes to ${schedulerName[site.scheduler.provider]} and to us, under their privacy policy as well as this one.`
          : 'The booking page uses our own request-a-call form. What you enter is stored as a contact submission, described above.'}
      </p>

      <h2>Server logs and abuse protection</h2>
      <p>
        Our server logs each request’s address on this site, its result and how long it took, to keep the site
        running; the log lines do not include your IP address.
      </p>
      <AbuseCounters facts={facts} />

      <h2>Erasing what we hold</h2>
      <p>
        Erasing removes, at once and everywhere on this site, every submission and booked call from your email
        address, our notes about them, emails still waiting to be sent and updates not yet passed to connected
        systems; our records say only that an erase happened, not whose.
      </p>
    </div>
  )
}

/** The rate-limit counters: what each is keyed by and how long its row lives, as the server defines them. */
function AbuseCounters({ facts }: { facts: PrivacyFactsData }) {
  return (
    <>
      <p>
        To stop spam and abuse, our database keeps short-lived counters, each keyed by what it counts. They
        hold a number and when it expires, nothing else:
      </p>
      <ul>
        {facts.counters.map((counter) => (
          <li key={counter.bucket} data-counter={counter.bucket}>
            {`To limit ${counter.purpose}: ${keyWords[counter.key]}, kept for up to ${minutesInWords(counter.keptMinutes)}.`}
          </li>
        ))}
      </ul>
      <p>
        {`When its time is up a counter is deleted by the next request the site counts, at most ${minutesInWords(facts.counterSweepMinutes)} later.`}
      </p>
    </>
  )
}

/** How long submissions and calls are kept (LEAD_RETENTION_DAYS), and that erasure can be asked for sooner. */
function LeadRetention({ facts }: { facts: PrivacyFactsData }) {
  const days = facts.leadRetentionDays
  return (
    <p>
      {days === null ? (
        'Submissions and booked calls are kept until we erase them: this site does not delete them on a schedule.'
      ) : (
        <>
          Each submission and booked call is kept for <strong>{daysInWords(days)}</strong> after its last
          activity (when you sent it or wrote again, the time of your call, or our latest note or status
          change on it), then erased with everything attached to it, as when you ask us to erase it. A call
          still to come is never erased before it happens.
        </>
      )}{' '}
      You can ask us to erase it sooner at any time through the <Link to={paths.contact}>contact page</Link>.
    </p>
  )
}

/** Emails to staff about a new submission, only when this installation sends them. */
function LeadEmails({ facts }: { facts: PrivacyFactsData }) {
  return (
    <p>
      {facts.leadEmails
        ? `When you send a submission, our staff are emailed what you entered, so they can answer quickly${facts.leadDigest ? ', and a regular summary lists the submissions not yet answered' : ''}. Those emails stay in our staff's mailboxes.`
        : 'This site does not email your submission to anyone: staff read it on the site.'}
    </p>
  )
}
