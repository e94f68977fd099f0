import { z } from 'zod'

/**
 * `schools.network`: how many colleges the network has (the active schools of the directory) and how many
 * students they enroll (the sum of the enrollments the rows know).
 */
export const networkSizeSchema = z.object({
  activeSchools: z.number().int().nonnegative(),
  students: z.number().int().nonnegative(),
})
export type NetworkSize = z.infer<typeof networkSizeSchema>
