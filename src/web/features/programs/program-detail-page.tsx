import { ArrowLeft as ArrowLeftIcon, MapPin as MapPinIcon } from '@/web/components/icons/icons'
import { cityState, programCategory } from '@/shared/programs/program-display'
import type { Program } from '@/shared/programs/program.schema'
import { BackToListLink } from '@/web/lib/back-to-list'
import { MarketingOpportunities } from './marketing-opportunities'
import { ProgramBadges } from './program-badges'
import { ProgramSidebar } from './program-sidebar'

/** /campus-programs/{id} (spec "Program detail"): hero, overview and opportunities, facts beside them. */
export function ProgramDetailPage({ program }: { program: Program }) {
  const where = cityState(program.school)
  return (
    <article>
      <div className="bg-gradient-to-b from-accent to-background">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
          <BackToPrograms />
          <div className="mt-6 grid items-center gap-8 lg:grid-cols-[1.5fr_1fr]">
            <header>
              <ProgramBadges program={program} />
              <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                {program.name}
              </h1>
              <p className="mt-3 flex items-start gap-1.5 text-lg text-muted-foreground">
                <MapPinIcon className="mt-1 size-5 shrink-0" aria-hidden="true" />
                <span>
                  <span className="font-medium text-foreground">
                    {program.school?.name ?? 'Unknown School'}
                  </span>
                  {where && <span>{` · ${where}`}</span>}
                </span>
              </p>
            </header>
            <img
              src={programCategory(program.name).image}
              // Decorative: the category badge names what it shows.
              alt=""
              width={640}
              height={400}
              decoding="async"
              className="hidden w-full rounded-2xl lg:block"
            />
          </div>
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <section aria-labelledby="program-overview">
            <h2 id="program-overview" className="text-2xl font-semibold">
              Program Overview
            </h2>
            <p className="mt-3 whitespace-pre-line text-muted-foreground">
              {program.description ??
                'The full brief for this program is being written. Contact our team for the details.'}
            </p>
          </section>
          <MarketingOpportunities />
        </div>
        <ProgramSidebar program={program} />
      </div>
    </article>
  )
}

function BackToPrograms() {
  return (
    <BackToListLink
      list="/campus-programs"
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      Back to Campus Programs
    </BackToListLink>
  )
}
