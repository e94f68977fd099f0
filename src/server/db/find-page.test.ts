import { beforeAll, describe, expect, it, vi } from 'vitest'
import { useTestApp } from '../../../tests/server/harness'
import { BlogCategoryEntity } from '@/server/features/blog/blog-category.entity'
import { createBlogCategory } from '@/server/features/blog/blog.factory'
import { findPage } from './find-page'

const t = useTestApp()
const ROWS = 7
const ours = { name: { $like: 'Page test %' } }

beforeAll(async () => {
  const em = t.current.em()
  for (let i = 0; i < ROWS; i++) await createBlogCategory(em, `Page test ${i}`)
})

describe('findPage', () => {
  it('answers the rows and total findAndCount answers, for every limit and offset around the list end', async () => {
    for (const limit of [undefined, 1, 3, 6, 7, 8, 20]) {
      for (const offset of [undefined, 0, 2, 6, 7, 9]) {
        const options = { orderBy: { name: 'asc' as const }, limit, offset }
        const [rows, total] = await findPage(t.current.em(), BlogCategoryEntity, ours, options)
        const [expectedRows, expectedTotal] = await t.current
          .em()
          .findAndCount(BlogCategoryEntity, ours, options)
        expect({ limit, offset, total }).toEqual({ limit, offset, total: expectedTotal })
        expect(rows.map((row) => row.name)).toEqual(expectedRows.map((row) => row.name))
      }
    }
  })

  it('counts only when the page cannot tell the total', async () => {
    const em = t.current.em()
    const count = vi.spyOn(em, 'count')
    const asc = { orderBy: { name: 'asc' as const } }

    await findPage(em, BlogCategoryEntity, ours, asc)
    await findPage(em, BlogCategoryEntity, ours, { ...asc, limit: 10 })
    await findPage(em, BlogCategoryEntity, ours, { ...asc, limit: 5, offset: 5 })
    expect(count).not.toHaveBeenCalled()

    // A full page may have more behind it; an empty page past the start says nothing of what came before.
    expect((await findPage(em, BlogCategoryEntity, ours, { ...asc, limit: 7 }))[1]).toBe(ROWS)
    expect((await findPage(em, BlogCategoryEntity, ours, { ...asc, limit: 3, offset: 20 }))[1]).toBe(ROWS)
    expect(count).toHaveBeenCalledTimes(2)
  })
})
