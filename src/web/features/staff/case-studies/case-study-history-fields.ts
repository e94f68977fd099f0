import type { ContentField } from '@/web/features/staff/kit/content-history'

/** A case study's saved fields as its history compares them (ADR 0151), in the editor's order. */
export const HISTORY_FIELDS: readonly ContentField[] = [
  { key: 'title', label: 'Title' },
  { key: 'slug', label: 'Slug' },
  { key: 'client', label: 'Client' },
  { key: 'industry', label: 'Industry' },
  { key: 'summary', label: 'Summary' },
  { key: 'keywords', label: 'Keywords' },
  { key: 'metric', label: 'Card figure' },
  { key: 'sortOrder', label: 'Order' },
  { key: 'imageUrl', label: 'Image URL' },
  { key: 'imageAlt', label: 'Image alt text' },
  { key: 'logoUrl', label: 'Wordmark URL' },
  { key: 'headline', label: 'Headline figures' },
  { key: 'lead', label: 'Lead' },
  { key: 'challenge', label: 'The challenge' },
  { key: 'approach', label: 'The approach' },
  { key: 'delivered', label: 'What it delivered' },
  { key: 'learned', label: 'What we learned' },
  { key: 'quote', label: 'The client’s words' },
  { key: 'published', label: 'Published' },
  { key: 'confirmed', label: 'Confirmed as ours' },
]
