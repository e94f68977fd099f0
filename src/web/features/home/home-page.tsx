import { Link } from '@tanstack/react-router'
import { Button } from '../../components/ui/button'
import { CtaBand } from '../marketing/cta-band'
import { FaqSection } from '../marketing/faq-section'
import { paths } from '../marketing/paths'
import { CapabilitiesSection } from './capabilities-section'
import { ContactSection } from './contact-section'
import { HomeHero } from './home-hero'
import { ProofSection } from './proof-section'

/** The spec's Home: hero, the three cards, benefits and services, closing call to action, FAQ, contact form. */
export function HomePage() {
  return (
    <>
      <HomeHero />
      <ProofSection />
      <CapabilitiesSection />
      <CtaBand
        title="Launch on campus in 48 hours"
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
        Campaigns run from $5,000 for a single campus to $50,000+ for national programs, and average 300% ROI
        within 90 days. Tell us your goal and we will show you where it pays back.
      </CtaBand>
      <FaqSection page="home" title="Frequently asked questions" />
      <ContactSection />
    </>
  )
}
