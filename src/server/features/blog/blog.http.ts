import { Hono } from 'hono'
import {
  articleInputSchema,
  articleListQuerySchema,
  articlePatchSchema,
  idParamSchema,
  slugParamSchema,
} from '../../../shared/blog/article.schema'
import type { AppEnv } from '../../http/env'
import { requireAdmin } from '../../http/require-admin'
import { readJson, readParams, readQuery } from '../../http/validate'
import {
  audienceOf,
  createArticle,
  deleteArticle,
  getArticle,
  listArticles,
  updateArticle,
} from './blog-article.service'
import { blogTaxonomyHttp } from './blog-taxonomy.http'

/**
 * The blog's documented REST paths (spec section 7). Reads are public with the visibility rule of decision D12;
 * writes are staff only. `meta.total` is a numeric string, as the spec's list envelope has it.
 */
export const blogHttp = new Hono<AppEnv>()
  .get('/articles', async (c) => {
    const query = readQuery(c, articleListQuerySchema)
    const { items, total } = await listArticles(c.get('em'), audienceOf(c.get('user')), query)
    return c.json({ data: items, meta: { total: String(total) } })
  })
  .get('/articles/slug/:slug', async (c) => {
    const { slug } = readParams(c, slugParamSchema)
    return c.json({ data: await getArticle(c.get('em'), audienceOf(c.get('user')), { slug }) })
  })
  .get('/articles/:id', async (c) => {
    const { id } = readParams(c, idParamSchema)
    return c.json({ data: await getArticle(c.get('em'), audienceOf(c.get('user')), { id }) })
  })
  .post('/articles', requireAdmin, async (c) => {
    const values = await readJson(c, articleInputSchema)
    return c.json({ data: await createArticle(c.get('em'), values, c.get('user')!) }, 201)
  })
  .patch('/articles/:id', requireAdmin, async (c) => {
    const { id } = readParams(c, idParamSchema)
    const patch = await readJson(c, articlePatchSchema)
    return c.json({ data: await updateArticle(c.get('em'), id, patch) })
  })
  .delete('/articles/:id', requireAdmin, async (c) => {
    const { id } = readParams(c, idParamSchema)
    return c.json({ data: await deleteArticle(c.get('em'), id) })
  })
  .route('/', blogTaxonomyHttp)
