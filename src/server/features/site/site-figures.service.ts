import type { Em } from '@/server/db/orm'
import { AppError } from '@/server/errors'
import type { CurrentUser } from '@/server/features/auth/public'
import {
  agencyFiguresOf,
  defaultAgencyFigures,
  EDITABLE_FIGURE_KEYS,
  isEditableFigureKey,
  type EditableFigureKey,
  type FigureEdits,
} from '@/shared/marketing/agency-figures'
import type { PublicFigures, StaffFigure } from '@/shared/marketing/agency-figure.schema'
import { formatUtcMinute } from '@/shared/us-format'
import { recordContentRevision } from './content-revisions.service'

/**
 * The agency figures (issue 36, ADR 0150): the defaults in the code with staff's edits, one row of `site_figures`
 * per edited figure, over them. Raw SQL: the save's version check lives in its statement's WHERE clause (or its
 * insert's conflict), as the blog's does (ADR 0135).
 */
interface FigureRow {
  key: string
  value: string
  label: string
  note: string | null
  confirmed: boolean
  version: number
  updated_at: string
  updated_by: string | null
}

async function figureRows(em: Em, key?: EditableFigureKey): Promise<FigureRow[]> {
  return em.execute<FigureRow[]>(
    `select f.key, f.value, f.label, f.note, f.confirmed, f.version, to_json(f.updated_at) #>> '{}' as updated_at,
       u.display_name as updated_by
     from site_figures f left join users u on u.id = f.updated_by_id${key ? ' where f.key = ?' : ''}`,
    key ? [key] : [],
  )
}

/** Every editable figure as the pages show it (no note): its edit, or its default, marked unconfirmed. */
export async function publicFigures(em: Em): Promise<PublicFigures> {
  const rows = await em.execute<Pick<FigureRow, 'key' | 'value' | 'label' | 'confirmed'>[]>(
    'select key, value, label, confirmed from site_figures',
  )
  const edits: FigureEdits = {}
  for (const row of rows)
    if (isEditableFigureKey(row.key))
      edits[row.key] = { value: row.value, label: row.label, confirmed: row.confirmed === true }
  const figures = agencyFiguresOf(edits)
  return Object.fromEntries(
    EDITABLE_FIGURE_KEYS.map((key) => [
      key,
      { value: figures[key].value, label: figures[key].label, confirmed: figures[key].confirmed === true },
    ]),
  ) as PublicFigures
}

const staffFigureOf = (key: EditableFigureKey, row: FigureRow | undefined): StaffFigure => {
  const fallback = defaultAgencyFigures[key]
  return {
    key,
    value: row?.value ?? fallback.value,
    label: row?.label ?? fallback.label,
    note: row?.note ?? null,
    confirmed: row ? row.confirmed === true : false,
    version: row?.version ?? 0,
    edited: !!row,
    default: { value: fallback.value, label: fallback.label },
    updatedAt: row ? new Date(row.updated_at) : null,
    updatedBy: row?.updated_by ?? null,
  }
}

/** Every editable figure for staff, in the code's order: note, version, and who saved it last. */
export async function listStaffFigures(em: Em): Promise<StaffFigure[]> {
  const rows = new Map((await figureRows(em)).map((row) => [row.key, row]))
  return EDITABLE_FIGURE_KEYS.map((key) => staffFigureOf(key, rows.get(key)))
}

/** A save made from an older version than the stored one. `fields.expectedVersion` tells a form what it was. */
export const staleFigureSave = (savedAt: Date | null) =>
  new AppError(
    'CONFLICT',
    `Someone else saved this figure${savedAt ? ` at ${formatUtcMinute(savedAt)}` : ''}, after you opened it. Reload to see their change (this save was not made).`,
    { fields: { expectedVersion: 'Someone else saved this figure after you opened it' } },
  )

export interface FigureSave {
  key: EditableFigureKey
  value: string
  label: string
  note: string | null
  confirmed: boolean
  expectedVersion: number
}

/**
 * Saves a figure from the version the editor read. Version 0 (never saved) inserts the row; an insert that meets
 * another's row gets none back and is refused, as a stale update is, instead of failing on the primary key. A
 * later version updates the row only while it still holds that version, so of two saves from one version exactly
 * one gets a row (the other waits for the first's row lock, then finds the version moved on), on every replica.
 * The save keeps a revision (ADR 0151): the operation runs it in one transaction with its audit entry.
 */
export async function saveFigure(
  em: Em,
  save: FigureSave,
  savedBy: CurrentUser | null,
): Promise<StaffFigure> {
  const values = [save.value, save.label, save.note, save.confirmed, savedBy?.id ?? null]
  const claimed =
    save.expectedVersion === 0
      ? await em.execute<{ version: number }[]>(
          `insert into site_figures (value, label, note, confirmed, updated_by_id, key, version)
           values (?, ?, ?, ?, ?, ?, 1) on conflict (key) do nothing returning version`,
          [...values, save.key],
        )
      : await em.execute<{ version: number }[]>(
          `update site_figures set value = ?, label = ?, note = ?, confirmed = ?, updated_by_id = ?,
             version = version + 1, updated_at = now()
           where key = ? and version = ? returning version`,
          [...values, save.key, save.expectedVersion],
        )
  const [row] = await figureRows(em, save.key)
  if (!claimed[0]) throw staleFigureSave(row ? new Date(row.updated_at) : null)
  await recordContentRevision(em, {
    kind: 'figure',
    key: save.key,
    version: claimed[0].version,
    snapshot: { value: save.value, label: save.label, note: save.note, confirmed: save.confirmed },
    userId: savedBy?.id ?? null,
  })
  return staffFigureOf(save.key, row)
}
