/**
 * What other features may use of the blog (ADR 0086): the staff overview's scheduled articles, and the articles'
 * markdown renderer with its sanitizer, which the site's policies go through too (ADR 0155).
 */
export { listScheduledArticles } from './blog-article.service'
export { renderCopyMarkdown, renderMarkdown } from './markdown'
