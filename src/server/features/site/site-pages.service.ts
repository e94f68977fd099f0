import type { Em } from '@/server/db/orm'
import { AppError } from '@/server/errors'
import type { CurrentUser } from '@/server/features/auth/public'
import {
  PAGE_COPY,
  type PageCopyOf,
  type ShownCopyOf,
  type StaffPageCopy,
} from '@/shared/site-copy/page-copy.schema'
import { POLICIES_REVIEWED } from '@/shared/site-copy/legal-copy.schema'
import { splitAtFacts } from '@/shared/site-copy/privacy-copy.schema'
import type { FaqCopy } from '@/shared/site-copy/faq-copy.schema'
import { renderCopyMarkdown, renderMarkdown } from '@/server/features/blog/public'
import type { PagePart } from '@/shared/site-copy/page-parts'
import { formatLongDate, formatUtcMinute } from '@/shared/us-format'
import { agencyFiguresOf } from '@/shared/marketing/agency-figures'
import { networkWordsOf } from '@/shared/schools/network-words'
import { fillCopy, type CopyValues } from '@/shared/site-copy/copy-slots'
import { isRecord, withDefaults } from '@/shared/site-copy/with-defaults'
import { networkSize } from '@/server/features/schools/public'
import { publicFigures } from './site-figures.service'
import { recordContentRevision } from './content-revisions.service'

/**
 * The site's copy staff edit (issue 36, ADR 0155): each part's demo copy in the code, with staff's saved
 * document, one row of `site_pages` per part, over it. Raw SQL: the save's version check lives in its
 * statement's WHERE clause (or its insert's conflict), as the figures' does (ADR 0150).
 */
interface PageRow {
  copy: unknown
  version: number
  updated_at: string
  updated_by: string | null
}

async function pageRow(em: Em, part: PagePart): Promise<PageRow | undefined> {
  const rows = await em.execute<PageRow[]>(
    `select p.copy, p.version, to_json(p.updated_at) #>> '{}' as updated_at, u.display_name as updated_by
     from site_pages p left join users u on u.id = p.updated_by_id where p.part = ?`,
    [part],
  )
  return rows[0]
}

/**
 * A part's copy as the pages show it: the saved document where it still fits the part's schema, else the demo
 * copy (a saved document the code has since outgrown is never shown half-read).
 */
function copyOf<P extends PagePart>(part: P, row: PageRow | undefined): PageCopyOf<P> {
  const { schema, defaults } = PAGE_COPY[part]
  if (!row) return defaults as PageCopyOf<P>
  const parsed = schema.safeParse(withDefaults(defaults, row.copy))
  return (parsed.success ? parsed.data : defaults) as PageCopyOf<P>
}

/** Every text of a document with its slots filled (a photo's address has none). */
function filled<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === 'string') return fill(value) as T
  if (Array.isArray(value)) return value.map((item: unknown) => filled(item, fill)) as T
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, fill)])) as T
  return value
}

/**
 * A part's copy as visitors read it: its slots filled with the brand, the network's count and the saved figures,
 * so no page or API answer carries a placeholder. Kept in the shared read cache, which any write empties (a
 * figure's or a school's included), so the filled values are never older than the write that changed them.
 */
export async function publicPageCopy<P extends PagePart>(
  em: Em,
  part: P,
  site: CopyValues['site'],
): Promise<ShownCopyOf<P>> {
  const network = networkWordsOf(await networkSize(em))
  const values: CopyValues = {
    site,
    network,
    figures: agencyFiguresOf(await publicFigures(em), network.colleges),
  }
  const row = await pageRow(em, part)
  const copy = filled(copyOf(part, row), (text) => fillCopy(text, values))
  return SHOW[part](copy, row)
}

/** A policy's date: its last save, or the code's last review of its wording if that is later. */
function policyUpdated(row: PageRow | undefined) {
  const reviewed = new Date(POLICIES_REVIEWED)
  const saved = row ? new Date(row.updated_at) : null
  return formatLongDate(saved && saved > reviewed ? saved : reviewed)
}

/** A FAQ's answers as HTML, through the copy's renderer and sanitizer. */
const withFaqAsHtml = <C extends { faq: FaqCopy }>(copy: C) => ({
  ...copy,
  faq: {
    title: copy.faq.title,
    items: copy.faq.items.map(({ question, answer }) => ({
      question,
      answerHtml: renderCopyMarkdown(answer),
    })),
  },
})

const asWritten = <C>(copy: C) => copy

/**
 * How each part is shown from its filled copy. A policy's markdown as HTML through the articles' renderer and
 * sanitizer; a FAQ's answers (the home and services parts) through the copy's; other parts as they are. The
 * privacy policy's prose is rendered in two halves, each on its own, so nothing before the facts' block (an
 * unclosed fence, a comment) can swallow the sections the page writes there (ADR 0156).
 */
const SHOW: { [P in PagePart]: (copy: PageCopyOf<P>, row: PageRow | undefined) => ShownCopyOf<P> } = {
  home: withFaqAsHtml,
  about: asWritten,
  terms: (copy, row) => ({ html: renderMarkdown(copy.markdown), updated: policyUpdated(row) }),
  privacy: (copy, row) => {
    const { before, after } = splitAtFacts(copy.markdown)
    return {
      beforeFacts: renderMarkdown(before),
      afterFacts: renderMarkdown(after),
      updated: policyUpdated(row),
    }
  },
  services: withFaqAsHtml,
  'campus-marketing': asWritten,
  'street-teams': asWritten,
  'brand-activations': asWritten,
  'influencer-marketing': asWritten,
}

const staffCopyOf = <P extends PagePart>(part: P, row: PageRow | undefined): StaffPageCopy<P> => ({
  part,
  copy: copyOf(part, row),
  version: row?.version ?? 0,
  edited: !!row,
  updatedAt: row ? new Date(row.updated_at) : null,
  updatedBy: row?.updated_by ?? null,
})

export async function staffPageCopy<P extends PagePart>(em: Em, part: P): Promise<StaffPageCopy<P>> {
  return staffCopyOf(part, await pageRow(em, part))
}

/** A save made from an older version than the stored one. `fields.expectedVersion` tells a form what it was. */
const stalePageSave = (savedAt: Date | null) =>
  new AppError(
    'CONFLICT',
    `Someone else saved this page${savedAt ? ` at ${formatUtcMinute(savedAt)}` : ''}, after you opened it. Reload to see their change (this save was not made).`,
    { fields: { expectedVersion: 'Someone else saved this page after you opened it' } },
  )

/**
 * Saves a part's whole copy from the version the editor read. Version 0 (never saved) inserts the row; an insert
 * that meets another's row gets none back and is refused, as a stale update is. A later version updates the row
 * only while it still holds that version, so of two saves from one version exactly one wins, on every replica.
 */
export async function savePageCopy<P extends PagePart>(
  em: Em,
  part: P,
  save: { copy: PageCopyOf<P>; expectedVersion: number },
  savedBy: CurrentUser | null,
): Promise<StaffPageCopy<P>> {
  const document = JSON.stringify(save.copy)
  const userId = savedBy?.id ?? null
  const claimed =
    save.expectedVersion === 0
      ? await em.execute<{ version: number }[]>(
          `insert into site_pages (part, copy, updated_by_id, version) values (?, ?::jsonb, ?, 1)
           on conflict (part) do nothing returning version`,
          [part, document, userId],
        )
      : await em.execute<{ version: number }[]>(
          `update site_pages set copy = ?::jsonb, updated_by_id = ?, version = version + 1, updated_at = now()
           where part = ? and version = ? returning version`,
          [document, userId, part, save.expectedVersion],
        )
  const row = await pageRow(em, part)
  if (!claimed[0]) throw stalePageSave(row ? new Date(row.updated_at) : null)
  // In the save's transaction, after its version check: a refused save keeps no revision (ADR 0151).
  await recordContentRevision(em, {
    kind: 'page',
    key: part,
    version: claimed[0].version,
    snapshot: { copy: save.copy },
    userId,
  })
  return staffCopyOf(part, row)
}
