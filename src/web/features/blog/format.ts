/** ISO form for `<time dateTime>`. */
export const isoOf = (date: Date | string) => (typeof date === 'string' ? date : date.toISOString())

/** Published and its date has come: what the public sees (decision D12). */
export const isLive = (
  article: { published: boolean; publishedAt: Date | string | null },
  now = Date.now(),
) => article.published && article.publishedAt !== null && new Date(article.publishedAt).getTime() <= now
