import { zodResolver } from '@hookform/resolvers/zod'
import { contactSubmissionInputSchema } from '@/shared/contact/contact.schema'

/**
 * The contact form's validation: the shared schema the server applies too. Its own module, loaded on the
 * form's first focus or submit, so zod stays off the first load of the pages that show the form.
 */
export const contactResolver = zodResolver(contactSubmissionInputSchema)
