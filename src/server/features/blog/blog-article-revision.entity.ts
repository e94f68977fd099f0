import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { createdAtColumn } from '@/server/db/timestamps'
import { UserEntity } from '@/server/features/auth/public'
import { BlogArticleEntity } from './blog-article.entity'

/**
 * An article as one save left it (issue 36, ADR 0136): who saved, when, and every field the editor writes. The
 * category and tags are kept as ids (a restore skips those deleted since). Consecutive autosaves by one person are
 * one revision, moved on by each: history lists what people saved, not every pause in their typing.
 */
export const BlogArticleRevisionEntity = defineEntity({
  name: 'BlogArticleRevision',
  tableName: 'blog_article_revisions',
  properties: {
    id: p.integer().primary().autoincrement(),
    article: () => p.manyToOne(BlogArticleEntity).fieldName('article_id').deleteRule('cascade'),
    /** The article's version this save made. */
    version: p.integer(),
    /** Null: an integration key saved it, the person was removed, or it predates the history. */
    savedBy: () => p.manyToOne(UserEntity).fieldName('saved_by_id').nullable().deleteRule('set null'),
    autosave: p.boolean().default(false),
    title: p.string().length(255),
    slug: p.string().length(255),
    content: p.text().lazy(),
    excerpt: p.text().nullable().lazy(),
    imageUrl: p.text().nullable(),
    /** The featured image's alt text and caption, and the search and share-card overrides (ADR 0147). */
    imageAlt: p.text().nullable(),
    imageCaption: p.text().nullable(),
    metaTitle: p.text().nullable(),
    metaDescription: p.text().nullable(),
    socialImageUrl: p.text().nullable(),
    published: p.boolean(),
    publishedAt: p.datetime().nullable(),
    categoryId: p.integer().nullable(),
    tagIds: p.json<number[]>(),
    savedAt: createdAtColumn(),
  },
  indexes: [
    // An article's history, newest first (the editor's list).
    {
      name: 'blog_article_revisions_article_id_id_index',
      expression:
        'create index "blog_article_revisions_article_id_id_index" on "blog_article_revisions" ("article_id", "id" desc)',
    },
  ],
})
export type BlogArticleRevision = InferEntity<typeof BlogArticleRevisionEntity>
