import type { ContactSource } from '@/shared/contact/contact-fields'

/** What each variant of the form says (decision D3 for 'contact', D20 for 'call-request'). */
export const contactFormCopy: Record<
  ContactSource,
  {
    messageLabel: string
    messagePlaceholder: string
    messageHint?: string
    submit: string
    pending: string
    thanks: (firstName: string) => string
    thanksDetail: string
    again: string
  }
> = {
  contact: {
    messageLabel: 'How can we help?',
    messagePlaceholder:
      'Tell us about your brand, the campuses or students you want to reach, and your timing.',
    submit: 'Send Message',
    pending: 'Sending...',
    thanks: (firstName) => `Thank you, ${firstName}!`,
    thanksDetail: 'We received your message. A member of our team will get back to you shortly.',
    again: 'Send another message',
  },
  'call-request': {
    messageLabel: 'Preferred days and times',
    messagePlaceholder: 'e.g. Tuesday or Thursday afternoons, Eastern time. Anything we should prepare?',
    messageHint: 'We will email you to confirm a time for your free strategy call.',
    submit: 'Request a Call',
    pending: 'Sending request...',
    thanks: (firstName) => `Thank you, ${firstName}!`,
    thanksDetail: 'We received your call request and will email you shortly to confirm a time.',
    again: 'Request another call',
  },
}
