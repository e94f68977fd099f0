import { zodResolver } from '@hookform/resolvers/zod'
import { brandProfileInputSchema } from '@/shared/matching/matching.schema'

/**
 * The brand-profile form's validation: the shared schema the server applies too. Its own module, loaded on the
 * form's first focus or pointer (or at the latest on submit), so zod stays off /brand-matching's first load.
 */
export const brandProfileResolver = zodResolver(brandProfileInputSchema)
