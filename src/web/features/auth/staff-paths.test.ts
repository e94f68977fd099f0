import { describe, expect, it } from 'vitest'
import { isStaffPath } from './staff-paths'

describe('isStaffPath', () => {
  it.each([
    '/admin',
    '/admin/',
    '/staff/programs',
    '/staff/schools/edit/4',
    '/blog/admin',
    '/blog/new',
    '/blog/edit/9',
  ])('%s is a staff page', (path) => expect(isStaffPath(path)).toBe(true))

  it.each(['/', '/administration', '/blog', '/blog/admin-tips', '/blog/newsletter', '/staffing', '/contact'])(
    '%s is not',
    (path) => expect(isStaffPath(path)).toBe(false),
  )
})
