/** One demo article, by the names of its category and tags (see taxonomy.ts). */
export interface SeedArticle {
  title: string
  excerpt: string
  /** Shown with its category's artwork (seed/artwork.ts), uploaded as staff upload images. */
  featuredImage: boolean
  category: string
  tags: string[]
  /** Published and live, a draft, or published with a date still to come (decision D12). */
  status: 'published' | 'draft' | 'scheduled'
  /** Days before the seed ran that it was published (published), or last edited (draft), or until it goes
   * live (scheduled). Relative, so a fresh install always looks current. */
  days: number
  content: string
}
