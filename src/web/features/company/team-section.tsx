import { responsiveImageOf } from '@/shared/media/uploaded-image'
import type { AboutCopy, TeamMember } from '@/shared/site-copy/about-copy.schema'
import { ExampleNote, ExampleTag } from '@/web/features/marketing/example-mark'
import { Section } from '@/web/features/marketing/section'

/** Under a team with demo members (decision D24, ADR 0100). */
export const EXAMPLE_TEAM = 'Example team: demo content, not yet confirmed by the agency.'

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

function MemberPhoto({ member }: { member: TeamMember }) {
  if (!member.photo)
    return (
      <span
        aria-hidden
        className="flex size-24 items-center justify-center rounded-full bg-accent text-2xl font-bold text-accent-foreground"
      >
        {initialsOf(member.name)}
      </span>
    )
  return (
    <img
      {...responsiveImageOf(member.photo)}
      sizes="96px"
      alt=""
      className="size-24 rounded-full object-cover"
      loading="lazy"
      decoding="async"
    />
  )
}

/**
 * The about page's team (issue 36, ADR 0155): staff's members in their order, each with a photo (or initials),
 * role and short bio. Demo members are tagged as examples until staff confirm them; no members, no section.
 */
export function TeamSection({ copy }: { copy: AboutCopy['team'] }) {
  if (copy.members.length === 0) return null
  return (
    <Section eyebrow={copy.eyebrow} title={copy.title}>
      {copy.members.some((member) => !member.confirmed) && (
        <ExampleNote className="mb-6">{EXAMPLE_TEAM}</ExampleNote>
      )}
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {copy.members.map((member, index) => (
          <li key={index} className="flex flex-col items-start gap-3 rounded-xl border bg-card p-6 shadow-sm">
            <MemberPhoto member={member} />
            <div>
              <h3 className="text-lg font-semibold">
                {member.name}
                {!member.confirmed && <ExampleTag className="ml-2" />}
              </h3>
              <p className="text-sm font-medium text-primary">{member.role}</p>
            </div>
            <p className="text-muted-foreground">{member.bio}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
