import { Link } from '@tanstack/react-router'
import { Button } from '@/web/components/ui/button'
import { CtaBand } from '@/web/features/marketing/cta-band'
import { FaqSection } from '@/web/features/marketing/faq-section'
import { paths } from '@/web/features/marketing/paths'
import type { HomeCopy } from '@/shared/site-copy/home-copy.schema'
import { useFillCopy } from '@/web/lib/site'
import { CapabilitiesSection } from './capabilities-section'
import { ContactSection } from './contact-section'
import type { FeaturedSchool } from './featured-school'
import { HomeHero } from './home-hero'
import { ProofSection } from './proof-section'

/**
 * The spec's Home: hero, the three cards, benefits and services, closing call to action, FAQ, contact form. The
 * hero, the capabilities and the call to action say staff's copy (ADR 0151).
 */
export function HomePage({
  featuredSchool,
  copy,
}: {
  featuredSchool: FeaturedSchool | null
  /** Staff's copy (ADR 0151), with its slots still in: the sections fill them. */
  copy: HomeCopy
}) {
  const fill = useFillCopy()
  return (
    <>
      <HomeHero copy={copy.hero} />
      <ProofSection featuredSchool={featuredSchool} />
      <CapabilitiesSection copy={copy.capabilities} />
      <CtaBand
        title={fill(copy.cta.title)}
        actions={
          <>
            <Button asChild size="lg" variant="brand">
              <Link to="/book-call">{fill(copy.cta.primaryAction)}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.campusPrograms}>{fill(copy.cta.secondaryAction)}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.contact}>{fill(copy.cta.tertiaryAction)}</Link>
            </Button>
          </>
        }
      >
        {fill(copy.cta.text)}
      </CtaBand>
      <FaqSection page="home" title="Frequently asked questions" />
      <ContactSection />
    </>
  )
}
