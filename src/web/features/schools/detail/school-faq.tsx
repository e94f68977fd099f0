import { Link } from '@tanstack/react-router'
import type { SchoolDetail } from '@/shared/schools/school.schema'
import { Button } from '@/web/components/ui/button'
import { useSite } from '@/web/lib/site'
import { FaqItem } from '@/web/features/marketing/faq-item'
import { schoolFaq } from '@/web/features/schools/school-copy'

/** Six generated questions below the tabs; one open at a time, collapsible (product §4), as FaqItems. */
export function SchoolFaq({ school }: { school: SchoolDetail }) {
  const faq = schoolFaq(school, useSite().brandName)
  return (
    <section aria-labelledby="school-faq" className="mt-16">
      <h2 id="school-faq" className="text-2xl font-semibold">
        Frequently Asked Questions
      </h2>
      <div className="mt-4 divide-y rounded-xl border px-5">
        {faq.map((item) => (
          <FaqItem key={item.question} name="school-faq" question={item.question}>
            <p className="pb-4 text-sm text-muted-foreground">{item.answer}</p>
          </FaqItem>
        ))}
      </div>
    </section>
  )
}

export function SchoolClosingCta({ school }: { school: SchoolDetail }) {
  return (
    <section className="on-primary mt-16 rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground">
      <h2 className="text-3xl font-bold">Ready to reach students at {school.name}?</h2>
      <p className="mx-auto mt-3 max-w-2xl text-primary-foreground/90">
        Tell us about your brand and goals: we will design a campus campaign that launches fast and proves its
        ROI.
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild size="lg" variant="brand">
          <Link to="/book-call" search={{ school: school.slug }}>
            Get Free Strategy Call
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline" className="text-foreground">
          {/* Straight to this school's programs when it has some. */}
          <Link to="/campus-programs" search={school.programCount > 0 ? { school: school.id } : {}}>
            View Campus Programs
          </Link>
        </Button>
      </div>
    </section>
  )
}
