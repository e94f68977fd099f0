import { SERVICE_SLUGS } from '@/shared/marketing/public-pages'
import { FAQ_MAX } from '@/shared/site-copy/faq-copy.schema'
import { INCLUDED_MAX, FIT_MAX } from '@/shared/site-copy/service-page-copy.schema'
import { INDUSTRY_COUNT, SERVICE_POINTS_MAX, STEPS_MAX } from '@/shared/site-copy/services-copy.schema'
import { PAGE_PART_PLACES } from '@/shared/site-copy/page-part-places'
import { CopyField, CopyGroup, type CopyFormApi } from './copy-fields'
import { FaqListFields, LineListFields, TitledListFields } from './list-fields'

function TwoButtons({
  form,
  path,
  first,
  second,
}: {
  form: CopyFormApi
  path: string
  first: string
  second: string
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CopyField form={form} path={`${path}.primaryAction`} label={`First button (${first})`} max={40} />
      <CopyField form={form} path={`${path}.secondaryAction`} label={`Second button (${second})`} max={40} />
    </div>
  )
}

function Heading({ form, path }: { form: CopyFormApi; path: string }) {
  return (
    <>
      <CopyField form={form} path={`${path}.eyebrow`} label="Eyebrow" max={80} />
      <CopyField form={form} path={`${path}.title`} label="Title" max={120} />
    </>
  )
}

/** The services overview's copy (ADR 0155): hero, a card per service, industries, process, call to action, FAQ. */
export function ServicesCopyFields({ form }: { form: CopyFormApi }) {
  return (
    <>
      <CopyGroup title="Hero">
        <Heading form={form} path="hero" />
        <CopyField form={form} path="hero.lead" label="Lead" max={400} rows={3} />
        <TwoButtons form={form} path="hero" first="a quote" second="programs" />
      </CopyGroup>
      <CopyGroup title="Services">
        <Heading form={form} path="offer" />
        {SERVICE_SLUGS.map((slug, index) => (
          <div key={slug} className="flex flex-col gap-2 rounded-md border p-3">
            <p className="text-sm font-medium">
              Card {index + 1}, linking to {PAGE_PART_PLACES[slug].path}
            </p>
            <CopyField
              form={form}
              path={`offer.cards.${slug}.name`}
              label={`Card ${index + 1}: name`}
              max={80}
            />
            <CopyField
              form={form}
              path={`offer.cards.${slug}.text`}
              label={`Card ${index + 1}: text`}
              max={400}
              rows={2}
            />
            <LineListFields
              form={form}
              path={`offer.cards.${slug}.points`}
              name={`card ${index + 1} point`}
              max={SERVICE_POINTS_MAX}
            />
          </div>
        ))}
      </CopyGroup>
      <CopyGroup title="Industry results">
        <Heading form={form} path="industries" />
        {Array.from({ length: INDUSTRY_COUNT }, (_, index) => (
          <div key={index} className="grid gap-4 sm:grid-cols-[16rem_1fr_12rem]">
            <CopyField
              form={form}
              path={`industries.items.${index}.industry`}
              label={`Industry ${index + 1}`}
              max={80}
            />
            <CopyField
              form={form}
              path={`industries.items.${index}.result`}
              label={`Result ${index + 1}`}
              max={200}
            />
            <CopyField
              form={form}
              path={`industries.items.${index}.caseStudy`}
              label={`Case study ${index + 1}`}
              hint="Its address after /cs/ (spotify for /cs/spotify); linked while it is published. Empty for no link."
              max={80}
            />
          </div>
        ))}
      </CopyGroup>
      <CopyGroup title="Process">
        <Heading form={form} path="process" />
        <TitledListFields form={form} path="process.steps" name="step" max={STEPS_MAX} />
      </CopyGroup>
      <CopyGroup title="Call to action">
        <CopyField form={form} path="cta.title" label="Title" max={120} />
        <CopyField form={form} path="cta.text" label="Text" max={600} rows={3} />
        <TwoButtons form={form} path="cta" first="contact" second="the directory" />
      </CopyGroup>
      <CopyGroup title="FAQ">
        <FaqListFields form={form} max={FAQ_MAX} />
      </CopyGroup>
    </>
  )
}

/** A service page's copy (ADR 0155): hero, what is included, how it works, who it fits, call to action. */
export function ServicePageCopyFields({ form }: { form: CopyFormApi }) {
  return (
    <>
      <CopyGroup title="Hero">
        <CopyField form={form} path="hero.title" label="Title" max={120} />
        <CopyField form={form} path="hero.lead" label="Lead" max={600} rows={3} />
        <TwoButtons form={form} path="hero" first="book a call" second="all services" />
      </CopyGroup>
      <CopyGroup title="What’s included">
        <Heading form={form} path="included" />
        <TitledListFields form={form} path="included.items" name="inclusion" max={INCLUDED_MAX} />
      </CopyGroup>
      <CopyGroup title="How it works">
        <Heading form={form} path="process" />
        <TitledListFields form={form} path="process.steps" name="step" max={STEPS_MAX} />
      </CopyGroup>
      <CopyGroup title="A good fit for">
        <CopyField form={form} path="fit.title" label="Title" max={80} />
        <LineListFields form={form} path="fit.items" name="fit" max={FIT_MAX} />
      </CopyGroup>
      <CopyGroup title="Call to action">
        <CopyField form={form} path="cta.title" label="Title" max={120} />
        <CopyField form={form} path="cta.text" label="Text" max={600} rows={3} />
        <TwoButtons form={form} path="cta" first="book a call" second="a quote" />
      </CopyGroup>
    </>
  )
}
