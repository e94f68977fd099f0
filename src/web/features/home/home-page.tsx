import { Link } from '@tanstack/react-router'
import { Button } from '@/web/components/ui/button'
import { CtaBand } from '@/web/features/marketing/cta-band'
import { FaqSection } from '@/web/features/marketing/faq-section'
import { paths } from '@/web/features/marketing/paths'
import { useAgencyFigures } from '@/web/lib/site'
import { CapabilitiesSection } from './capabilities-section'
import { ContactSection } from './contact-section'
import type { FeaturedSchool } from './featured-school'
import { HomeHero } from './home-hero'
import { ProofSection } from './proof-section'
import type { CaseStudyCard } from '@/shared/case-studies/case-study.schema'

/** The spec's Home: hero, the three cards, benefits and services, closing call to action, FAQ, contact form. */
export function HomePage({
  featuredSchool,
  caseStudies,
}: {
  featuredSchool: FeaturedSchool | null
  caseStudies: readonly CaseStudyCard[]
}) {
  const figures = useAgencyFigures()
  return (
    <>
      <HomeHero />
      <ProofSection featuredSchool={featuredSchool} caseStudies={caseStudies} />
      <CapabilitiesSection />
      <CtaBand
        title={`Launch on campus in ${figures.launch.value}`}
        actions={
          <>
            <Button asChild size="lg" variant="brand">
              <Link to="/book-call">Book a Free Strategy Call</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.campusPrograms}>Explore Campus Programs</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.contact}>Contact Our Team</Link>
            </Button>
          </>
        }
      >
        Campaigns run from {figures.startingBudget.value} for a single campus to{' '}
        {figures.nationalBudget.value} for national programs, and average {figures.averageRoi.value} ROI
        within 90 days. Tell us your goal and we will show you where it pays back.
      </CtaBand>
      <FaqSection page="home" title="Frequently asked questions" />
      <ContactSection />
    </>
  )
}
