import { describe, expect, it } from 'vitest'
import type { SessionUser } from '@/shared/auth/auth.schema'
import type { Role } from '@/shared/auth/roles'
import { screensFor } from './staff-screens'

const as = (role: Role | null): SessionUser => ({
  id: 1,
  username: 'sam',
  displayName: 'Sam',
  email: null,
  firstName: null,
  lastName: null,
  bio: null,
  role,
  isAdmin: role === 'admin',
})
const labels = (role: Role | null) => screensFor(as(role)).map((screen) => screen.label)

describe('the staff navigation per role (ADR 0091)', () => {
  it('lists only the screens each role may open', () => {
    expect(labels('admin')).toEqual([
      'Staff home',
      'Contact submissions',
      'Calls',
      'Blog',
      'Agency figures',
      'Case studies',
      'Page copy',
      'Campus programs',
      'Schools',
      'Matching results',
      'Integrations',
      'Team',
      'Audit trail',
      'Your profile',
    ])
    expect(labels('editor')).toEqual([
      'Staff home',
      'Blog',
      'Agency figures',
      'Case studies',
      'Page copy',
      'Campus programs',
      'Schools',
      'Your profile',
    ])
    expect(labels('author')).toEqual(['Staff home', 'Blog', 'Your profile'])
    expect(labels('sales')).toEqual([
      'Staff home',
      'Contact submissions',
      'Calls',
      'Matching results',
      'Your profile',
    ])
    expect(labels(null)).toEqual([])
  })
})
