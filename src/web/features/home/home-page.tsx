import { Link } from '@tanstack/react-router'
import { Button } from '@/web/components/ui/button'
import { CtaBand } from '@/web/features/marketing/cta-band'
import { FaqSection } from '@/web/features/marketing/faq-section'
import { paths } from '@/web/features/marketing/paths'
import type { ShownHomeCopy } from '@/shared/site-copy/home-copy.schema'
import { CapabilitiesSection } from './capabilities-section'
import { ContactSection } from './contact-section'
import type { FeaturedSchool } from './featured-school'
import { HomeHero } from './home-hero'
import { ProofSection } from './proof-section'
import type { CaseStudyCard } from '@/shared/case-studies/case-study.schema'

/**
 * The spec's Home: hero, the three cards, benefits and services, closing call to action, FAQ, contact form. The
 * hero, the proof section's words, the capabilities, the call to action and the FAQ say staff's copy (ADR 0155);
 * the proof section shows the published case studies (ADR 0154).
 */
export function HomePage({
  featuredSchool,
  caseStudies,
  copy,
}: {
  featuredSchool: FeaturedSchool | null
  caseStudies: readonly CaseStudyCard[]
  /** Staff's copy (ADR 0155), its slots filled by the server. */
  copy: ShownHomeCopy
}) {
  return (
    <>
      <HomeHero copy={copy.hero} />
      <ProofSection copy={copy.proof} featuredSchool={featuredSchool} caseStudies={caseStudies} />
      <CapabilitiesSection copy={copy.capabilities} />
      <CtaBand
        title={copy.cta.title}
        actions={
          <>
            <Button asChild size="lg" variant="brand">
              <Link to="/book-call">{copy.cta.primaryAction}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.campusPrograms}>{copy.cta.secondaryAction}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.contact}>{copy.cta.tertiaryAction}</Link>
            </Button>
          </>
        }
      >
        {copy.cta.text}
      </CtaBand>
      <FaqSection page="home" title={copy.faq.title} items={copy.faq.items} />
      <ContactSection />
    </>
  )
}
