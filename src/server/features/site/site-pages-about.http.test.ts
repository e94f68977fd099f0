import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import type { CurrentUser } from '@/server/features/auth/current-user'
import { jsonRequest } from '@/server/features/blog/blog.test-helpers'
import { defaultAboutCopy } from '@/shared/site-copy/about-copy.defaults'
import type { AboutCopy, TeamMember } from '@/shared/site-copy/about-copy.schema'

/**
 * The about page's copy with its team (issue 36 point 1, ADR 0155): the demo team is marked as an example, and
 * staff's team (name, role, photo, bio, order) is what the next render of /about shows.
 */
const t = useTestApp()
let editor: { user: CurrentUser; cookie: string }

beforeAll(async () => {
  editor = await t.current.signIn({ role: 'editor' })
})

const put = (body: unknown) =>
  t.current.request('/api/site/pages/about', jsonRequest('PUT', body, editor.cookie))
const aboutHtml = async () => {
  const response = await t.current.request('/about')
  expect(response.status).toBe(200)
  return response.text()
}
/** Each team card's heading: the name, and an "Example" tag while the person is unconfirmed. */
const memberHeadings = (html: string) =>
  [...html.matchAll(/<h3 class="text-lg font-semibold">([^<]+)(?:<!-- -->)?(.*?)<\/h3>/g)]
    .filter((match) => match[2] !== undefined)
    .map((match) => ({ name: match[1]!, example: match[2]!.includes('example-tag') }))
const withTeam = (members: TeamMember[]): AboutCopy => ({
  ...defaultAboutCopy,
  team: { ...defaultAboutCopy.team, members },
})
const member = (name: string, extra: Partial<TeamMember> = {}): TeamMember => ({
  name,
  role: 'Campus lead',
  photo: null,
  bio: `${name} runs our campus teams.`,
  confirmed: true,
  ...extra,
})

describe('the about page', () => {
  it('shows the demo team, each member marked as an example, and the story with its slots filled', async () => {
    const html = await aboutHtml()
    for (const { name } of defaultAboutCopy.team.members)
      expect(memberHeadings(html)).toContainEqual({ name, example: true })
    expect(html).toContain('Example team: demo content')
    expect(html).toContain('500+ brands, from national names')
    expect(html).not.toMatch(/\{(brand|partner|network\.\w+|figure\.\w+)\}/)
  })

  it('shows staff’s team in their order, with the photo, and no example mark once confirmed', async () => {
    const photo = '/images/uploads/0123456789abcdef0123456789abcdef-960x960.webp'
    const saved = await put({
      copy: withTeam([member('Zoe Zimmer', { photo }), member('Adam Abbot', { role: 'Reporting lead' })]),
      expectedVersion: 0,
    })
    expect(saved.status).toBe(200)
    const html = await aboutHtml()
    const names = memberHeadings(html).map((heading) => heading.name)
    expect(names.filter((name) => ['Zoe Zimmer', 'Adam Abbot'].includes(name))).toEqual([
      'Zoe Zimmer',
      'Adam Abbot',
    ])
    expect(memberHeadings(html)).toContainEqual({ name: 'Zoe Zimmer', example: false })
    expect(html).not.toContain('Jordan Reyes')
    expect(html).not.toContain('Example team: demo content')
    expect(html).toContain(`src="${photo}"`)
    expect(html).toContain('Reporting lead')

    // Moved: the order is the saved one.
    expect(
      (
        await put({
          copy: withTeam([member('Adam Abbot'), member('Zoe Zimmer', { confirmed: false })]),
          expectedVersion: 1,
        })
      ).status,
    ).toBe(200)
    const moved = memberHeadings(await aboutHtml()).filter((heading) =>
      ['Zoe Zimmer', 'Adam Abbot'].includes(heading.name),
    )
    expect(moved).toEqual([
      { name: 'Adam Abbot', example: false },
      { name: 'Zoe Zimmer', example: true },
    ])
  })

  it('without members, shows no team section', async () => {
    expect((await put({ copy: withTeam([]), expectedVersion: 2 })).status).toBe(200)
    // The markup only: the route data carries the section's title with the (empty) team.
    const html = (await aboutHtml()).replace(/<script[\s\S]*?<\/script>/g, '')
    expect(html).not.toContain(defaultAboutCopy.team.title)
    expect(html).toContain(defaultAboutCopy.principles.title)
  })
})

describe('validation', () => {
  it.each([
    [
      'a photo that is not a path or an https address',
      [member('A', { photo: 'javascript:alert(1)' })],
      'copy.team.members.0.photo',
    ],
    [
      'an http photo (the pages load https only)',
      [member('A', { photo: 'http://example.com/a.jpg' })],
      'copy.team.members.0.photo',
    ],
    ['a member without a name', [member(' ')], 'copy.team.members.0.name'],
    ['a bio over 400 characters', [member('A', { bio: 'x'.repeat(401) })], 'copy.team.members.0.bio'],
    ['25 members', Array.from({ length: 25 }, (_, index) => member(`M ${index}`)), 'copy.team.members'],
  ])('refuses %s with 400 naming the field', async (_name, members, field) => {
    const answer = await put({ copy: withTeam(members), expectedVersion: 3 })
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { fields: Record<string, string> }).fields).toHaveProperty([field])
  })
})
