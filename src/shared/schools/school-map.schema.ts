import { z } from 'zod'

/** `GET /api/schools/map` and `schools.map` as a schema (the shapes are in us-map.ts, which pages import without zod). */
export const schoolMapPointSchema = z.object({
  x: z.number(),
  y: z.number(),
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  studentPopulation: z.number().int().nullable(),
  schools: z.number().int(),
})

export const schoolMapSchema = z.object({
  total: z.number().int(),
  points: z.array(schoolMapPointSchema),
  thinned: z.boolean(),
  unplaced: z.number().int(),
})
