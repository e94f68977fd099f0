import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { timestampColumns } from '@/server/db/timestamps'
import type { Control, Locale, LocaleSize, Residential, SizeBand } from '@/shared/schools/school.schema'
import { schoolSearchName, schoolSearchText, type SearchableSchool } from '@/shared/schools/search-text'

/** product §3's schools, plus the IPEDS facts the directory, search and matching use. */
export const SchoolEntity = defineEntity({
  name: 'School',
  tableName: 'schools',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(255),
    slug: p.string().length(255).unique(),
    state: p.string().length(2).nullable().index(),
    city: p.string().length(100).nullable(),
    type: p.string().length(50).nullable(),
    studentPopulation: p.integer().nullable(),
    isActive: p.boolean().default(true),
    logoUrl: p.text().nullable(),
    imageUrl: p.text().nullable(),
    websiteUrl: p.text().nullable(),
    ...timestampColumns(),
    /** IPEDS UNITID; re-imports update by it. Null for schools staff add by hand. */
    unitid: p.integer().nullable().unique(),
    alias: p.text().nullable(),
    hbcu: p.boolean().default(false),
    tribal: p.boolean().default(false),
    landGrant: p.boolean().default(false),
    control: p.string().length(20).nullable().$type<Control | null>(),
    sector: p.smallint().nullable(),
    carnegie: p.smallint().nullable(),
    sizeBand: p.string().length(10).nullable().$type<SizeBand | null>(),
    locale: p.string().length(10).nullable().$type<Locale | null>(),
    /** The rest of the IPEDS LOCALE code (shared/schools/locale.ts): large/midsize/small, fringe/distant/remote. */
    localeSize: p.string().length(10).nullable().$type<LocaleSize | null>(),
    latitude: p.double().nullable(),
    longitude: p.double().nullable(),
    address: p.string().length(200).nullable(),
    zip: p.string().length(10).nullable(),
    /** IPEDS UGOFFER: false for graduate-only institutions (a medical school, a seminary). */
    undergraduate: p.boolean().nullable(),
    /** From the Carnegie size-and-setting class (shared/schools/residential.ts). */
    residential: p.string().length(24).nullable().$type<Residential | null>(),
    /** Metro area codes (IPEDS CBSA, CSA). */
    cbsa: p.integer().nullable(),
    csa: p.integer().nullable(),
    fullTimeEnrollment: p.integer().nullable(),
    partTimeEnrollment: p.integer().nullable(),
    /** Residence-hall beds (HIFLD DORM_CAP): 0 when the school has no housing, null when unknown. */
    dormCapacity: p.integer().nullable(),
    /**
     * The imported fields staff changed by hand: a later import leaves them as staff set them (ADR 0021). The
     * importer owns the other IPEDS fields; staff own isActive and the pictures outright.
     */
    staffEditedFields: p.array().default([]),
    /**
     * Folded copies for the directory search (see shared/schools/search-text.ts and
     * docs/decisions/0022-school-search.md), kept current on every ORM write; the importer's bulk SQL computes
     * them with the same functions. search_vector indexes the words; a trigger files every word of four letters
     * or more in school_search_words, where trigram similarity finds the word a typo meant.
     */
    searchName: p
      .text()
      .default('')
      .onCreate((school: SearchableSchool) => schoolSearchName(school))
      .onUpdate((school: SearchableSchool) => schoolSearchName(school)),
    searchText: p
      .text()
      .default('')
      .onCreate((school: SearchableSchool) => schoolSearchText(school))
      .onUpdate((school: SearchableSchool) => schoolSearchText(school)),
    searchVector: p
      .string()
      .columnType('tsvector')
      .generated("(to_tsvector('simple', search_text)) stored")
      .lazy()
      .nullable(),
  },
  indexes: [
    {
      name: 'schools_search_vector',
      expression: 'create index "schools_search_vector" on "schools" using gin ("search_vector")',
    },
    // The directory's A-Z order, identical on both engines (byte order of the folded name).
    {
      name: 'schools_search_name_order',
      expression: 'create index "schools_search_name_order" on "schools" ("search_name" collate "C", "id")',
    },
    // The directory's orders by size (ADRs 0026, 0089): a deep page walks the index, not a sort.
    {
      name: 'schools_enrollment_order',
      expression:
        'create index "schools_enrollment_order" on "schools" ("student_population" desc nulls last, "search_name" collate "C", "id")',
    },
    {
      name: 'schools_on_campus_order',
      expression:
        'create index "schools_on_campus_order" on "schools" ("dorm_capacity" desc nulls last, "student_population" desc nulls last, "search_name" collate "C", "id")',
    },
  ],
  triggers: [
    {
      name: 'schools_search_words',
      timing: 'after',
      events: ['insert', 'update'],
      forEach: 'row',
      body: `insert into school_search_words (word)
        select distinct word from unnest(tsvector_to_array(new.search_vector)) as word where length(word) >= 4
        on conflict do nothing;
      return null;`,
    },
  ],
})
export type School = InferEntity<typeof SchoolEntity>
