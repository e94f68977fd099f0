import { TRPCError } from '@trpc/server'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { createSchool } from '@/server/features/schools/school.factory'

/** The tRPC twins of /api/campus-programs call the same service: same rules, typed values (Dates). */
const t = useTestApp()
let admin: CurrentUser
let member: CurrentUser
let schoolId = 0
let otherSchoolId = 0

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error instanceof TRPCError ? error.code : String(error)
  }
  return 'resolved'
}

beforeAll(async () => {
  schoolId = (await createSchool(t.current.em(), { name: 'Twin College', city: 'Provo', state: 'UT' })).id
  otherSchoolId = (
    await createSchool(t.current.em(), { name: 'Other Twin College', city: 'Ogden', state: 'UT' })
  ).id
  admin = (await t.current.signIn({ isAdmin: true })).user
  member = (await t.current.signIn({ isAdmin: false })).user
})

describe('programs procedures', () => {
  it('create, byId, list (all and by school), schools, update and remove, with Dates', async () => {
    const staff = t.current.caller(admin)
    const created = await staff.programs.create({
      schoolId,
      name: 'Alumni Tailgate',
      startDate: '2026-10-03',
      endDate: '2026-10-04',
      budget: 7500,
    })
    expect(created).toMatchObject({ status: 'planned', school: { name: 'Twin College', city: 'Provo' } })
    expect(created.startDate).toEqual(new Date('2026-10-03T00:00:00Z'))

    const visitor = t.current.caller()
    // The budget was not chosen to be shown: the visitor's answer carries null in its place (ADR 0018).
    expect(await visitor.programs.byId({ id: created.id })).toEqual({ ...created, budget: null })
    expect(await staff.programs.byId({ id: created.id })).toEqual(created)
    expect((await visitor.programs.list()).map((program) => program.id)).toContain(created.id)
    expect(await visitor.programs.list({ schoolId: otherSchoolId })).toEqual([])
    expect(await visitor.programs.list({ schoolId: 'all' })).toEqual(await visitor.programs.list())
    expect(await visitor.programs.schools()).toEqual([
      { id: schoolId, name: 'Twin College', city: 'Provo', state: 'UT' },
    ])

    const updated = await staff.programs.update({
      id: created.id,
      values: { status: 'active', budget: 9000 },
    })
    expect(updated).toMatchObject({ status: 'active', budget: 9000, name: 'Alumni Tailgate' })

    expect(await staff.programs.remove({ id: created.id })).toEqual({ id: created.id })
    expect(await codeOf(visitor.programs.byId({ id: created.id }))).toBe('NOT_FOUND')
  })

  it('refuses bad input with BAD_REQUEST and writes to visitors and members', async () => {
    const staff = t.current.caller(admin)
    expect(await codeOf(staff.programs.create({ schoolId, name: '', budget: -5 }))).toBe('BAD_REQUEST')
    const values = { schoolId, name: 'Leadership Summit' }
    expect(await codeOf(t.current.caller().programs.create(values))).toBe('UNAUTHORIZED')
    expect(await codeOf(t.current.caller(member).programs.create(values))).toBe('FORBIDDEN')
    expect(await codeOf(t.current.caller(member).programs.remove({ id: 1 }))).toBe('FORBIDDEN')
  })
})
