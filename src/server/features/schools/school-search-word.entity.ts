import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/**
 * Every word of four letters or more that occurs in a school's search text, filled by the `schools_search_words`
 * trigger. The directory search looks a typed word up here by trigram similarity ("standford" → "stanford"),
 * then searches the schools for the corrected word. Words are never removed: a stale one matches no school.
 */
export const SchoolSearchWordEntity = defineEntity({
  name: 'SchoolSearchWord',
  tableName: 'school_search_words',
  properties: {
    word: p.text().primary(),
  },
  indexes: [
    {
      name: 'school_search_words_trgm',
      expression:
        'create index "school_search_words_trgm" on "school_search_words" using gin ("word" gin_trgm_ops)',
    },
  ],
})
export type SchoolSearchWord = InferEntity<typeof SchoolSearchWordEntity>
