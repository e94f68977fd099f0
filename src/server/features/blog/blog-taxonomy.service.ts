import { UniqueConstraintViolationException, type EntityName } from '@mikro-orm/core'
import { slugify } from '@/shared/blog/slug'
import type {
  BlogCategoryDto,
  BlogTagDto,
  CategoryChanges,
  CategoryValues,
  TagChanges,
  TagValues,
  TaxonomyUsage,
} from '@/shared/blog/taxonomy.schema'
import type { Em } from '@/server/db/orm'
import { AppError, notFound } from '@/server/errors'
import { BlogCategoryEntity, type BlogCategory } from './blog-category.entity'
import { BlogTagEntity, type BlogTag } from './blog-tag.entity'

/**
 * Categories and tags, managed for real on /blog/admin (decision D9). Names are unique regardless of case;
 * slugs come from the name by the spec's slug rule, with a number added if another name gives the same slug.
 * Deleting one leaves its articles in place: a category's articles become Uncategorized, a tag's links go.
 */
interface Named {
  id: number
  name: string
  slug: string
}

interface Kind<T extends Named> {
  schema: EntityName<T>
  /** "category" / "tag", for messages. */
  label: string
  maxLength: number
}

const categories: Kind<BlogCategory> = { schema: BlogCategoryEntity, label: 'category', maxLength: 100 }
const tags: Kind<BlogTag> = { schema: BlogTagEntity, label: 'tag', maxLength: 50 }

const nameTaken = (kind: Kind<Named>, name: string) =>
  new AppError('CONFLICT', `A ${kind.label} named "${name}" already exists.`, {
    fields: { name: `Another ${kind.label} already has this name` },
  })

async function assertNameFree<T extends Named>(em: Em, kind: Kind<T>, name: string, exceptId?: number) {
  // Both lists are short (a blog has tens of categories and tags), so comparing in memory is simplest.
  const all = await em.find(kind.schema, {})
  const clash = all.find((row) => row.name.toLowerCase() === name.toLowerCase() && row.id !== exceptId)
  if (clash) throw nameTaken(kind as Kind<Named>, clash.name)
}

async function uniqueSlug<T extends Named>(em: Em, kind: Kind<T>, name: string, exceptId?: number) {
  const base = slugify(name, kind.maxLength - 4) || kind.label
  const rows = await em.find(kind.schema, {})
  const taken = new Set(rows.filter((row) => row.id !== exceptId).map((row) => row.slug))
  let slug = base
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`
  return slug
}

async function flushNamed(em: Em, kind: Kind<Named>, name: string) {
  try {
    await em.flush()
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw nameTaken(kind, name)
    throw error
  }
}

async function findOrFail<T extends Named>(em: Em, kind: Kind<T>, id: number): Promise<T> {
  const row = await em.findOne(kind.schema, { id } as never)
  if (!row) throw notFound(kind.label === 'tag' ? 'Tag' : 'Category')
  return row as T
}

const categoryDto = (row: BlogCategory): BlogCategoryDto => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  description: row.description ?? null,
})
const tagDto = (row: BlogTag): BlogTagDto => ({ id: row.id, name: row.name, slug: row.slug })

/**
 * In SQL, not through the ORM: the blog's sidebar and the staff table read it on every render, and building the
 * query and hydrating entities cost more than the statement (issue 19; as `listTagsWithCounts`).
 */
export async function listCategories(em: Em): Promise<BlogCategoryDto[]> {
  const rows = await em.execute<{ id: number; name: string; slug: string; description: string | null }[]>(
    'select id, name, slug, description from blog_categories order by name, id',
  )
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    slug: row.slug,
    description: row.description,
  }))
}

export async function createCategory(em: Em, input: CategoryValues): Promise<BlogCategoryDto> {
  await assertNameFree(em, categories, input.name)
  const row = em.create(BlogCategoryEntity, {
    name: input.name,
    slug: await uniqueSlug(em, categories, input.name),
    description: input.description ?? null,
  })
  await flushNamed(em, categories as Kind<Named>, input.name)
  return categoryDto(row)
}

/** Rename and/or re-describe a category (what is left out stays); its slug follows a new name. */
export async function updateCategory(em: Em, id: number, input: CategoryChanges): Promise<BlogCategoryDto> {
  const row = await findOrFail(em, categories, id)
  if (input.name !== undefined) {
    await assertNameFree(em, categories, input.name, id)
    row.name = input.name
    row.slug = await uniqueSlug(em, categories, input.name, id)
  }
  if (input.description !== undefined) row.description = input.description
  await flushNamed(em, categories as Kind<Named>, row.name)
  return categoryDto(row)
}

export async function deleteCategory(em: Em, id: number): Promise<{ id: number; deleted: true }> {
  const removed = await em.nativeDelete(BlogCategoryEntity, { id })
  if (!removed) throw notFound('Category')
  return { id, deleted: true }
}

export async function listTags(em: Em): Promise<BlogTagDto[]> {
  const rows = await em.find(BlogTagEntity, {}, { orderBy: { name: 'asc' } })
  return rows.map(tagDto)
}

export async function createTag(em: Em, input: TagValues): Promise<BlogTagDto> {
  await assertNameFree(em, tags, input.name)
  const row = em.create(BlogTagEntity, { name: input.name, slug: await uniqueSlug(em, tags, input.name) })
  await flushNamed(em, tags as Kind<Named>, input.name)
  return tagDto(row)
}

export async function renameTag(em: Em, id: number, input: TagChanges): Promise<BlogTagDto> {
  const row = await findOrFail(em, tags, id)
  if (input.name !== undefined) {
    await assertNameFree(em, tags, input.name, id)
    row.name = input.name
    row.slug = await uniqueSlug(em, tags, input.name, id)
  }
  await flushNamed(em, tags as Kind<Named>, row.name)
  return tagDto(row)
}

export async function deleteTag(em: Em, id: number): Promise<{ id: number; deleted: true }> {
  const removed = await em.nativeDelete(BlogTagEntity, { id })
  if (!removed) throw notFound('Tag')
  return { id, deleted: true }
}

/** How many articles, in any state, each category and tag is on (one grouped count each, in SQL). */
export async function taxonomyUsage(em: Em): Promise<TaxonomyUsage> {
  const counted = (rows: { id: number | string; article_count: number | string }[]) =>
    rows.map((row) => ({ id: Number(row.id), articleCount: Number(row.article_count) }))
  const categories = await em.execute<{ id: number; article_count: number }[]>(
    'select category_id as id, count(*) as article_count from blog_articles where category_id is not null ' +
      'group by category_id order by category_id',
  )
  const tags = await em.execute<{ id: number; article_count: number }[]>(
    'select tag_id as id, count(*) as article_count from blog_articles_tags group by tag_id order by tag_id',
  )
  return { categories: counted(categories), tags: counted(tags) }
}
