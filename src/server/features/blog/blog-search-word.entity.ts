import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/**
 * Every word of four letters or more in an article's title, excerpt or content, filled by the
 * `blog_articles_search_words` trigger (ADR 0044, as the directory's school_search_words, ADR 0022). A search
 * word no article contains is looked up here by trigram similarity ("ambasador" → "ambassador"). Words are
 * never removed: a stale one, or one only a draft contains, matches no visible article.
 */
export const BlogSearchWordEntity = defineEntity({
  name: 'BlogSearchWord',
  tableName: 'blog_search_words',
  properties: {
    word: p.text().primary(),
  },
  indexes: [
    {
      name: 'blog_search_words_trgm',
      expression:
        'create index "blog_search_words_trgm" on "blog_search_words" using gin ("word" gin_trgm_ops)',
    },
  ],
})
export type BlogSearchWord = InferEntity<typeof BlogSearchWordEntity>
