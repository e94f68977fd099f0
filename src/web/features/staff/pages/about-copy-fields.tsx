import { PRINCIPLES_MAX, TEAM_MAX, type TeamMember } from '@/shared/site-copy/about-copy.schema'
import { Button } from '@/web/components/ui/button'
import { CopyField, CopyGroup, type CopyFormApi } from './copy-fields'
import { ListControls } from './list-controls'
import { TitledListFields } from './list-fields'
import { TeamMemberFields } from './team-member-fields'
import { useListField } from './use-list-field'

/** The about page's copy (ADR 0155): hero, story, principles, the team in its order, call to action. */
export function AboutCopyFields({ form }: { form: CopyFormApi }) {
  const members = useListField<TeamMember>(form, 'team.members')
  return (
    <>
      <CopyGroup title="Hero">
        <CopyField form={form} path="hero.eyebrow" label="Eyebrow" max={80} />
        <CopyField form={form} path="hero.title" label="Title" max={120} />
        <CopyField form={form} path="hero.lead" label="Lead" max={600} rows={3} />
      </CopyGroup>
      <CopyGroup title="Our story">
        <CopyField form={form} path="story.eyebrow" label="Eyebrow" max={80} />
        <CopyField form={form} path="story.title" label="Title" max={120} />
        <CopyField
          form={form}
          path="story.text"
          label="Story"
          hint="Leave a blank line between paragraphs."
          max={4000}
          rows={8}
        />
        <p className="text-xs text-muted-foreground">
          The paragraph about the partner agency, with its links, follows the story on the page.
        </p>
      </CopyGroup>
      <CopyGroup title="Principles">
        <CopyField form={form} path="principles.eyebrow" label="Eyebrow" max={80} />
        <CopyField form={form} path="principles.title" label="Title" max={120} />
        <TitledListFields form={form} path="principles.items" name="principle" max={PRINCIPLES_MAX} />
      </CopyGroup>
      <CopyGroup title="Team">
        <CopyField form={form} path="team.eyebrow" label="Eyebrow" max={80} />
        <CopyField form={form} path="team.title" label="Title" max={120} />
        <p className="text-sm text-muted-foreground">
          In the order the page shows them. A member not confirmed as the agency’s own is marked as an
          example. No members hides the section.
        </p>
        <ol className="flex flex-col gap-4" aria-label="Team members">
          {members.keys.map((key, index) => (
            <li key={key}>
              <TeamMemberFields form={form} index={index}>
                <ListControls
                  name={`team member ${index + 1}`}
                  index={index}
                  count={members.count}
                  min={0}
                  onMove={members.move}
                  onRemove={members.remove}
                />
              </TeamMemberFields>
            </li>
          ))}
        </ol>
        {members.count < TEAM_MAX && (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            onClick={() => members.append({ name: '', role: '', photo: '', bio: '', confirmed: true })}
          >
            Add a team member
          </Button>
        )}
      </CopyGroup>
      <CopyGroup title="Call to action">
        <CopyField form={form} path="cta.title" label="Title" max={120} />
        <CopyField form={form} path="cta.text" label="Text" max={600} rows={3} />
        <div className="grid gap-4 sm:grid-cols-2">
          <CopyField form={form} path="cta.primaryAction" label="First button (book a call)" max={40} />
          <CopyField form={form} path="cta.secondaryAction" label="Second button (services)" max={40} />
        </div>
      </CopyGroup>
    </>
  )
}
