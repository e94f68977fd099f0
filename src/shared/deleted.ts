import { z } from 'zod'

/** What a delete answers: the id of the row that is gone. */
export const deletedSchema = z.object({ id: z.number().int() })
