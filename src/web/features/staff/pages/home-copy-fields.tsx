import { SERVICE_SLUGS } from '@/shared/marketing/public-pages'
import { HOME_BENEFIT_COUNT } from '@/shared/site-copy/home-copy.schema'
import { FAQ_MAX } from '@/shared/site-copy/faq-copy.schema'
import { CopyField, CopyGroup, type CopyFormApi } from './copy-fields'
import { FaqListFields } from './list-fields'

const SERVICE_NAMES: Record<(typeof SERVICE_SLUGS)[number], string> = {
  'campus-marketing': 'Campus marketing',
  'street-teams': 'Street teams',
  'brand-activations': 'Brand activations',
  'influencer-marketing': 'Influencer marketing',
}

/**
 * The home page's copy (ADR 0155): the hero, the proof section's words, the capability cards, the closing call to
 * action and the FAQ.
 */
export function HomeCopyFields({ form }: { form: CopyFormApi }) {
  return (
    <>
      <CopyGroup title="Hero">
        <CopyField form={form} path="hero.eyebrow" label="Eyebrow" max={80} />
        <CopyField form={form} path="hero.title" label="Title" max={120} />
        <CopyField form={form} path="hero.lead" label="Lead" max={400} rows={3} />
        <div className="grid gap-4 sm:grid-cols-2">
          <CopyField form={form} path="hero.primaryAction" label="First button (book a call)" max={40} />
          <CopyField form={form} path="hero.secondaryAction" label="Second button (the directory)" max={40} />
        </div>
      </CopyGroup>
      <CopyGroup title="Proof">
        <CopyField form={form} path="proof.eyebrow" label="Eyebrow" max={80} />
        <CopyField form={form} path="proof.title" label="Title" max={120} />
        <CopyField form={form} path="proof.intro" label="Introduction" max={400} rows={2} />
        <p className="text-sm text-muted-foreground">
          The first card is the partner’s case study: its figure and summary, edited on Case studies.
        </p>
        <CopyField form={form} path="proof.school.label" label="School card: label" max={40} />
        <CopyField
          form={form}
          path="proof.school.title"
          label="School card: title"
          hint="Shown when no school is featured; otherwise the card is titled with the school’s name."
          max={120}
        />
        <CopyField form={form} path="proof.school.text" label="School card: text" max={600} rows={3} />
        <CopyField form={form} path="proof.call.label" label="Call card: label" max={40} />
        <CopyField form={form} path="proof.call.title" label="Call card: title" max={120} />
        <CopyField form={form} path="proof.call.text" label="Call card: text" max={600} rows={3} />
        <CopyField form={form} path="proof.call.action" label="Call card: button" max={40} />
      </CopyGroup>
      <CopyGroup title="Capabilities">
        <CopyField form={form} path="capabilities.eyebrow" label="Eyebrow" max={80} />
        <CopyField form={form} path="capabilities.title" label="Title" max={120} />
        <CopyField form={form} path="capabilities.intro" label="Introduction" max={400} rows={2} />
        {Array.from({ length: HOME_BENEFIT_COUNT }, (_, index) => (
          <div key={index} className="grid gap-4 sm:grid-cols-[16rem_1fr]">
            <CopyField
              form={form}
              path={`capabilities.benefits.${index}.title`}
              label={`Benefit ${index + 1}: title`}
              max={80}
            />
            <CopyField
              form={form}
              path={`capabilities.benefits.${index}.text`}
              label={`Benefit ${index + 1}: text`}
              max={400}
              rows={2}
            />
          </div>
        ))}
        {SERVICE_SLUGS.map((slug) => (
          <div key={slug} className="grid gap-4 sm:grid-cols-[16rem_1fr]">
            <CopyField
              form={form}
              path={`capabilities.services.${slug}.title`}
              label={`${SERVICE_NAMES[slug]} card: title`}
              max={80}
            />
            <CopyField
              form={form}
              path={`capabilities.services.${slug}.text`}
              label={`${SERVICE_NAMES[slug]} card: text`}
              max={400}
              rows={2}
            />
          </div>
        ))}
      </CopyGroup>
      <CopyGroup title="Call to action">
        <CopyField form={form} path="cta.title" label="Title" max={120} />
        <CopyField form={form} path="cta.text" label="Text" max={600} rows={3} />
        <div className="grid gap-4 sm:grid-cols-3">
          <CopyField form={form} path="cta.primaryAction" label="First button (book a call)" max={40} />
          <CopyField form={form} path="cta.secondaryAction" label="Second button (programs)" max={40} />
          <CopyField form={form} path="cta.tertiaryAction" label="Third button (contact)" max={40} />
        </div>
      </CopyGroup>
      <CopyGroup title="FAQ">
        <FaqListFields form={form} max={FAQ_MAX} />
      </CopyGroup>
    </>
  )
}
