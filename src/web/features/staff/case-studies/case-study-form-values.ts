import type { CaseStudyFields, CaseStudyValues } from '@/shared/case-studies/case-study.schema'

/**
 * The editor's form as plain text fields (ADR 0154): lists are written one item per line, paragraphs and titled
 * blocks (steps, lessons) are separated by a blank line, a block's first line being its title. What a save sends
 * is built from them here and checked by the shared schema, on the client and again by the server.
 */
export interface CaseStudyFormValues {
  slug: string
  title: string
  client: string
  industry: string
  summary: string
  metricValue: string
  metricLabel: string
  keywords: string
  logoUrl: string
  imageUrl: string
  imageAlt: string
  lead: string
  headline: { value: string; label: string }[]
  challenge: string
  approachIntro: string
  steps: string
  delivered: string
  learned: string
  quoteText: string
  quoteRole: string
  quoteOrganization: string
  quoteName: string
  sortOrder: string
  published: boolean
  confirmed: boolean
}

const blocks = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
const titled = (text: string) =>
  blocks(text).map((block) => {
    const [title = '', ...rest] = block.split('\n')
    return { title: title.trim(), text: rest.join(' ').replace(/\s+/g, ' ').trim() }
  })
const asBlocks = (items: readonly { title: string; text: string }[]) =>
  items.map((item) => `${item.title}\n${item.text}`).join('\n\n')

export const emptyFormValues = (sortOrder = 0): CaseStudyFormValues => ({
  slug: '',
  title: '',
  client: '',
  industry: '',
  summary: '',
  metricValue: '',
  metricLabel: '',
  keywords: '',
  logoUrl: '',
  imageUrl: '',
  imageAlt: '',
  lead: '',
  headline: [0, 1, 2, 3].map(() => ({ value: '', label: '' })),
  challenge: '',
  approachIntro: '',
  steps: '',
  delivered: '',
  learned: '',
  quoteText: '',
  quoteRole: '',
  quoteOrganization: '',
  quoteName: '',
  sortOrder: String(sortOrder),
  published: false,
  confirmed: false,
})

/** The form of a study as saved, or of a revision's snapshot (both have every field). */
export const formValuesOf = (study: CaseStudyValues): CaseStudyFormValues => ({
  slug: study.slug,
  title: study.title,
  client: study.client,
  industry: study.industry,
  summary: study.summary,
  metricValue: study.metric.value,
  metricLabel: study.metric.label,
  keywords: study.keywords.join(', '),
  logoUrl: study.logoUrl ?? '',
  imageUrl: study.imageUrl ?? '',
  imageAlt: study.imageAlt ?? '',
  lead: study.lead,
  headline: [0, 1, 2, 3].map((index) => ({
    value: study.headline[index]?.value ?? '',
    label: study.headline[index]?.label ?? '',
  })),
  challenge: study.challenge.join('\n\n'),
  approachIntro: study.approach.intro,
  steps: asBlocks(study.approach.steps),
  delivered: study.delivered.join('\n'),
  learned: asBlocks(study.learned),
  quoteText: study.quote.text,
  quoteRole: study.quote.role,
  quoteOrganization: study.quote.organization,
  quoteName: study.quote.illustrativeName ?? '',
  sortOrder: String(study.sortOrder),
  published: study.published,
  confirmed: study.confirmed,
})

/** What a save sends: the schema's fields, read from the form's text. */
export const fieldsOf = (form: CaseStudyFormValues): CaseStudyFields => ({
  slug: form.slug.trim(),
  title: form.title,
  client: form.client,
  industry: form.industry,
  summary: form.summary,
  metric: { value: form.metricValue, label: form.metricLabel },
  keywords: form.keywords
    .split(',')
    .map((keyword) => keyword.trim())
    .filter(Boolean),
  logoUrl: form.logoUrl.trim() || null,
  imageUrl: form.imageUrl.trim() || null,
  imageAlt: form.imageAlt.trim() || null,
  lead: form.lead,
  headline: form.headline.map((figure) => ({ value: figure.value, label: figure.label })),
  challenge: blocks(form.challenge),
  approach: { intro: form.approachIntro, steps: titled(form.steps) },
  delivered: lines(form.delivered),
  learned: titled(form.learned),
  quote: {
    text: form.quoteText,
    role: form.quoteRole,
    organization: form.quoteOrganization,
    illustrativeName: form.quoteName.trim() || null,
  },
  sortOrder: /^\d+$/.test(form.sortOrder.trim()) ? Number(form.sortOrder.trim()) : Number.NaN,
  published: form.published,
  confirmed: form.confirmed,
})

/** Where a schema path's message goes in the form ("approach.steps.2.title" → "steps"). */
export function formFieldOf(
  path: readonly PropertyKey[],
): keyof CaseStudyFormValues | `headline.${number}.${'value' | 'label'}` {
  const [first, second, third] = path.map(String)
  switch (first) {
    case 'metric':
      return second === 'label' ? 'metricLabel' : 'metricValue'
    case 'headline':
      return second !== undefined && third
        ? (`headline.${Number(second)}.${third === 'label' ? 'label' : 'value'}` as const)
        : 'headline'
    case 'approach':
      return second === 'intro' ? 'approachIntro' : 'steps'
    case 'quote':
      return second === 'role'
        ? 'quoteRole'
        : second === 'organization'
          ? 'quoteOrganization'
          : second === 'illustrativeName'
            ? 'quoteName'
            : 'quoteText'
    default:
      return (first ?? 'title') as keyof CaseStudyFormValues
  }
}
