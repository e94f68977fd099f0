import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import type {
  ContentKind,
  ContentRecord,
  ContentRevision,
  ContentRevisionKey,
  ContentRevisionListItem,
  ContentSnapshot,
} from '@/shared/site/content-revision.schema'
import { ContentRevisionEntity, type ContentRevision as ContentRevisionRow } from './content-revision.entity'

/** How many of a record's revisions its history lists (the newest). */
export const CONTENT_REVISIONS_LISTED = 100

export interface ContentSave {
  kind: ContentKind
  key: string
  /** The record's version this save made. */
  version: number
  snapshot: ContentSnapshot
  /** Null: an integration key saved it. */
  userId: number | null
}

/**
 * Keeps what a save wrote (ADR 0151). Call it in the save's transaction, after the version check let the save
 * through: the version is then the record's own and unique, so the revision is exactly this save's.
 */
export async function recordContentRevision(em: Em, save: ContentSave): Promise<void> {
  await em.execute(
    `insert into content_revisions (kind, record_key, version, snapshot, saved_by_id) values (?, ?, ?, ?::jsonb, ?)`,
    [save.kind, save.key, save.version, JSON.stringify(save.snapshot), save.userId],
  )
}

const listItemOf = (
  row: Pick<ContentRevisionRow, 'version' | 'savedAt' | 'savedBy'>,
): ContentRevisionListItem => ({
  version: row.version,
  savedAt: row.savedAt,
  savedBy: row.savedBy ? { displayName: row.savedBy.displayName } : null,
})

/** A record's saves, newest first (the last `CONTENT_REVISIONS_LISTED`). A record never saved has none. */
export async function listContentRevisions(
  em: Em,
  record: ContentRecord,
): Promise<ContentRevisionListItem[]> {
  const rows = await em.find(
    ContentRevisionEntity,
    { kind: record.kind, recordKey: record.key },
    {
      orderBy: { version: 'desc' },
      limit: CONTENT_REVISIONS_LISTED,
      populate: ['savedBy'],
      exclude: ['snapshot'],
    },
  )
  return rows.map(listItemOf)
}

/** One save with what it wrote, to compare and restore. */
export async function getContentRevision(em: Em, key: ContentRevisionKey): Promise<ContentRevision> {
  const row = await em.findOne(
    ContentRevisionEntity,
    { kind: key.kind, recordKey: key.key, version: key.version },
    { populate: ['savedBy'] },
  )
  if (!row) throw notFound('Revision')
  // Every save writes its fields as a JSON object. One that is not (the row edited in the database by hand) has no
  // fields to compare or restore: said as a refusal the editor shows, not answered as a crash.
  const snapshot: unknown = row.snapshot
  if (typeof snapshot !== 'object' || snapshot === null || Array.isArray(snapshot))
    throw new AppError(
      'CONFLICT',
      `Version ${key.version} was not kept as a set of fields, so it cannot be compared or restored`,
    )
  return { ...listItemOf(row), snapshot: row.snapshot }
}
