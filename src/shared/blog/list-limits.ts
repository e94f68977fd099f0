/**
 * The deepest offset the article lists serve. The API refuses a deeper one (400); the public list's pages stop
 * at the page that reaches it (blog-search.ts), so no URL can ask the database for a huge offset. Without zod:
 * the list's URL parser runs in every visitor's first load.
 */
export const ARTICLE_OFFSET_MAX = 1_000_000
