import { Hono } from 'hono'
import {
  programIdSchema,
  programInputSchema,
  programPageQuerySchema,
  programPatchSchema,
} from '../../../shared/programs/program.schema'
import type { AppEnv } from '../../http/env'
import { requireAdmin } from '../../http/require-admin'
import { readJson, readParams, readQuery } from '../../http/validate'
import {
  createProgram,
  deleteProgram,
  getProgram,
  listProgramPage,
  listPrograms,
  programAudienceOf,
  updateProgram,
} from './program.service'

/**
 * `/api/campus-programs` (spec section 7): public reads, each program with its school's name, city and state;
 * staff-only writes (decision D5). `?schoolId=all` is every program, like no filter; `?status=active,planned`
 * narrows by status; with `?page` the answer is one page with `meta` (as `/api/schools`). A budget staff have not
 * chosen to show is null unless the caller is a signed-in admin (ADR 0018).
 */
export const programHttp = new Hono<AppEnv>()
  .get('/', async (c) => {
    const { page, limit, ...filters } = readQuery(c, programPageQuerySchema)
    const audience = programAudienceOf(c.get('user'))
    if (page === undefined) return c.json({ data: await listPrograms(c.get('em'), audience, filters) })
    return c.json(await listProgramPage(c.get('em'), audience, { page, limit, ...filters }))
  })
  .get('/:id', async (c) => {
    const { id } = readParams(c, programIdSchema)
    return c.json({ data: await getProgram(c.get('em'), programAudienceOf(c.get('user')), id) })
  })
  .post('/', requireAdmin, async (c) => {
    const values = await readJson(c, programInputSchema)
    return c.json({ data: await createProgram(c.get('em'), values) }, 201)
  })
  .patch('/:id', requireAdmin, async (c) => {
    const { id } = readParams(c, programIdSchema)
    const patch = await readJson(c, programPatchSchema)
    return c.json({ data: await updateProgram(c.get('em'), id, patch) })
  })
  .delete('/:id', requireAdmin, async (c) => {
    const { id } = readParams(c, programIdSchema)
    return c.json({ data: await deleteProgram(c.get('em'), id) })
  })
