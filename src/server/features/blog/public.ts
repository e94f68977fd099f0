/** What other features may use of the blog (ADR 0086): the staff overview's scheduled articles. */
export { listScheduledArticles } from './blog-article.service'
