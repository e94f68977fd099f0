import { z } from 'zod'
import { textField } from '@/shared/text-field'
import { EDITABLE_FIGURE_KEYS } from './agency-figures'

/**
 * The agency figures' reads and their one write (issue 36, ADR 0150). Kept apart from agency-figures.ts, which
 * every page's first load reads and which must stay zod-free.
 */
export const FIGURE_VALUE_MAX = 40
export const FIGURE_LABEL_MAX = 120
export const FIGURE_NOTE_MAX = 1000

export const figureKeySchema = z
  .enum(EDITABLE_FIGURE_KEYS, {
    error: `Unknown figure: the figures staff edit are ${EDITABLE_FIGURE_KEYS.join(', ')}`,
  })
  .meta({ description: 'The figure’s key in the code', examples: ['studentsReached'] })

/** A figure as every page shows it. */
export const publicFigureSchema = z.object({
  value: z.string().meta({ examples: ['2.5M+'] }),
  label: z.string().meta({ examples: ['students reached'] }),
  confirmed: z.boolean().meta({
    description:
      'False: demo content the agency has not confirmed as its own; the pages mark it as an example',
  }),
})
export type PublicFigure = z.output<typeof publicFigureSchema>

/** Every editable figure by key (`site.figures`, `GET /api/site/figures`). */
export const publicFiguresSchema = z.record(figureKeySchema, publicFigureSchema)
export type PublicFigures = z.output<typeof publicFiguresSchema>

/** The values a save sends (value, label and note trimmed; an empty note is none). */
export const figureValuesSchema = z.object({
  value: textField({ error: 'Value is required' })
    .trim()
    .min(1, 'Value is required')
    .max(FIGURE_VALUE_MAX, `Value must be at most ${FIGURE_VALUE_MAX} characters`)
    .meta({ description: 'The figure as the pages state it, before its label', examples: ['3M+'] }),
  label: textField({ error: 'Label is required' })
    .trim()
    .min(1, 'Label is required')
    .max(FIGURE_LABEL_MAX, `Label must be at most ${FIGURE_LABEL_MAX} characters`)
    .meta({
      description: 'What the figure measures, stated after its value',
      examples: ['students reached'],
    }),
  note: textField({ error: 'Note must be text' })
    .trim()
    .max(FIGURE_NOTE_MAX, `Note must be at most ${FIGURE_NOTE_MAX} characters`)
    .nullable()
    .optional()
    .transform((note) => note || null)
    .meta({
      description:
        'Staff only: where the figure comes from (a report, a count, a date). Never shown to visitors',
      examples: ['Campaign reports 2024–2026, counted Nov 2026'],
    }),
  confirmed: z.boolean({ error: 'Confirmed must be true or false' }).meta({
    description: 'True: the agency confirms the figure as its own, and pages stop marking it as an example',
    examples: [true],
  }),
  expectedVersion: z
    .number({ error: 'Expected version must be a number' })
    .int('Expected version must be a whole number')
    .min(0, 'Expected version must be 0 or more')
    .meta({
      description:
        'The figure’s `version` the edit was made from (0 for a figure never saved); a save from an older one is refused with 409',
      examples: [0],
    }),
})
export type FigureValues = z.input<typeof figureValuesSchema>

export const figureUpdateSchema = figureValuesSchema.extend({ key: figureKeySchema })
export type FigureUpdate = z.input<typeof figureUpdateSchema>

/** A figure as staff edit it (`site.figureList`). */
export const staffFigureSchema = z.object({
  key: figureKeySchema,
  value: z.string(),
  label: z.string(),
  note: z.string().nullable(),
  confirmed: z.boolean(),
  /** 0 until the first save. */
  version: z.number().int(),
  /** False: the figure shows its demo default. */
  edited: z.boolean(),
  default: z.object({ value: z.string(), label: z.string() }),
  updatedAt: z.date().nullable(),
  updatedBy: z
    .string()
    .nullable()
    .meta({ description: 'Who saved it last (display name); null if removed or never saved' }),
})
export type StaffFigure = z.output<typeof staffFigureSchema>
