import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { timestampColumns } from '@/server/db/timestamps'
import { UserEntity } from '@/server/features/auth/public'
import { BlogArticleTagEntity } from './blog-article-tag.entity'
import { BlogCategoryEntity } from './blog-category.entity'
import { BlogTagEntity } from './blog-tag.entity'

export const BlogArticleEntity = defineEntity({
  name: 'BlogArticle',
  tableName: 'blog_articles',
  properties: {
    id: p.integer().primary().autoincrement(),
    title: p.string().length(255),
    slug: p.string().length(255).unique(),
    content: p.text(),
    excerpt: p.text().nullable(),
    imageUrl: p.text().nullable(),
    /** The featured image's alt text and caption, and the search and share-card overrides (ADR 0147). */
    imageAlt: p.text().nullable(),
    imageCaption: p.text().nullable(),
    metaTitle: p.text().nullable(),
    metaDescription: p.text().nullable(),
    socialImageUrl: p.text().nullable(),
    published: p.boolean().default(false),
    publishedAt: p.datetime().nullable(),
    /** When its author submitted it for review (issue 35); cleared when it is published. */
    reviewRequestedAt: p.datetime().nullable(),
    /**
     * Counts the saves (ADR 0135): an editor saves with the version it opened, and the UPDATE's WHERE clause
     * refuses a save made from an older one, on every replica alike.
     */
    version: p.integer().default(1),
    // Articles survive the removal of their author or category.
    author: () => p.manyToOne(UserEntity).fieldName('author_id').nullable().deleteRule('set null'),
    category: () =>
      p.manyToOne(BlogCategoryEntity).fieldName('category_id').nullable().deleteRule('set null').index(),
    tags: () => p.manyToMany(BlogTagEntity).pivotEntity(() => BlogArticleTagEntity),
    ...timestampColumns(),
  },
  // The blog search migration's trigger (ADR 0044), declared as written there so a generated migration neither
  // drops it nor re-creates it. Its function keeps the migration's name, not the ORM's `<table>_<trigger>_fn`.
  triggers: [
    {
      name: 'blog_articles_search_words',
      timing: 'after',
      events: ['insert', 'update'],
      expression:
        'create trigger "blog_articles_search_words" AFTER INSERT OR UPDATE on "blog_articles" ' +
        'for each ROW execute function "blog_articles_search_words_fn"()',
    },
  ],
})
export type BlogArticle = InferEntity<typeof BlogArticleEntity>
