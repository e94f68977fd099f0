import { describe, expect, it } from 'vitest'
import { assignSlugs } from './school-slugs'

const school = (unitid: number, name: string, city: string | null) => ({ unitid, name, city })

describe('assignSlugs', () => {
  it("gives the spec's slug, and to same-named schools in UNITID order: plain, city, then UNITID", () => {
    const slugs = assignSlugs(
      [
        school(300, 'Union College', 'Lincoln'),
        school(100, 'Union College', 'Barbourville'),
        school(200, 'Union College', 'Schenectady'),
        school(400, 'Union College', 'Lincoln'),
        school(500, 'Duke University', 'Durham'),
      ],
      [],
    )
    expect(Object.fromEntries(slugs)).toEqual({
      100: 'union-college',
      200: 'union-college-schenectady',
      300: 'union-college-lincoln',
      400: 'union-college-lincoln-400',
      500: 'duke-university',
    })
  })

  it('is deterministic whatever the input order', () => {
    const schools = [school(2, 'A College', 'X'), school(1, 'A College', 'Y'), school(3, 'A College', null)]
    expect(assignSlugs(schools, [])).toEqual(assignSlugs([...schools].reverse(), []))
    expect(assignSlugs(schools, []).get(3)).toBe('a-college-3')
  })

  it('never takes a reserved slug, nor lets a suffix collide with a plain one', () => {
    const slugs = assignSlugs(
      [school(1, 'Bethel University', 'Mishawaka'), school(2, 'Bethel University Mishawaka', 'Elsewhere')],
      ['bethel-university'],
    )
    expect(slugs.get(2)).toBe('bethel-university-mishawaka')
    expect(slugs.get(1)).toBe('bethel-university-mishawaka-1')
  })
})
