import type { BrandProfileInput } from '@/shared/matching/matching.schema'

/** The form's fields, in order (product §3), with their labels and hints. */
export const PROFILE_FIELDS: Array<{
  name: Exclude<keyof BrandProfileInput, 'budgetRange'>
  label: string
  placeholder: string
  multiline: boolean
}> = [
  { name: 'name', label: 'Brand Name', placeholder: 'e.g. Fizzy Water Co.', multiline: false },
  {
    name: 'industry',
    label: 'Industry',
    placeholder: 'e.g. Beverages, Developer Tools, Fintech',
    multiline: false,
  },
  {
    name: 'targetAudience',
    label: 'Target Audience',
    placeholder:
      'Who do you want to reach on campus? e.g. first-year students, nursing students, HBCU students',
    multiline: true,
  },
  { name: 'values', label: 'Brand Values', placeholder: 'What does your brand stand for?', multiline: true },
  {
    name: 'marketingGoals',
    label: 'Marketing Goals',
    placeholder: 'What should the campaign achieve? e.g. 5,000 sign-ups this semester',
    multiline: true,
  },
]

export const ADDITIONAL_INFO = {
  label: 'Additional Information (optional)',
  placeholder:
    'States, cities or regions; kinds of campus (community colleges, HBCUs...); timing; anything to avoid',
}
