import { Hono } from 'hono'
import { idParamSchema } from '../../../shared/blog/article.schema'
import { categoryInputSchema, tagInputSchema } from '../../../shared/blog/taxonomy.schema'
import type { AppEnv } from '../../http/env'
import { requireAdmin } from '../../http/require-admin'
import { readJson, readParams } from '../../http/validate'
import {
  createCategory,
  createTag,
  deleteCategory,
  deleteTag,
  listCategories,
  listTags,
  renameTag,
  updateCategory,
} from './blog-taxonomy.service'

/** Categories and tags: anyone lists them; staff create, rename and delete them (decision D9). */
export const blogTaxonomyHttp = new Hono<AppEnv>()
  .get('/categories', async (c) => c.json({ data: await listCategories(c.get('em')) }))
  .post('/categories', requireAdmin, async (c) => {
    const input = await readJson(c, categoryInputSchema)
    return c.json({ data: await createCategory(c.get('em'), input) }, 201)
  })
  .patch('/categories/:id', requireAdmin, async (c) => {
    const { id } = readParams(c, idParamSchema)
    const input = await readJson(c, categoryInputSchema)
    return c.json({ data: await updateCategory(c.get('em'), id, input) })
  })
  .delete('/categories/:id', requireAdmin, async (c) => {
    const { id } = readParams(c, idParamSchema)
    return c.json({ data: await deleteCategory(c.get('em'), id) })
  })
  .get('/tags', async (c) => c.json({ data: await listTags(c.get('em')) }))
  .post('/tags', requireAdmin, async (c) => {
    const input = await readJson(c, tagInputSchema)
    return c.json({ data: await createTag(c.get('em'), input) }, 201)
  })
  .patch('/tags/:id', requireAdmin, async (c) => {
    const { id } = readParams(c, idParamSchema)
    const input = await readJson(c, tagInputSchema)
    return c.json({ data: await renameTag(c.get('em'), id, input) })
  })
  .delete('/tags/:id', requireAdmin, async (c) => {
    const { id } = readParams(c, idParamSchema)
    return c.json({ data: await deleteTag(c.get('em'), id) })
  })
