import { Link } from '@tanstack/react-router'
import { ArrowRight as ArrowRightIcon, Megaphone as MegaphoneIcon } from '@/web/components/icons/icons'
import type { ReactNode } from 'react'
import { statusLabel } from '@/shared/programs/program-display'
import { carnegieName, levelLabel } from '@/shared/schools/carnegie'
import { localeWords } from '@/shared/schools/locale'
import type { ComparedSchool } from '@/shared/schools/school.schema'
import { Button } from '@/web/components/ui/button'
import { livingFact } from '@/web/features/schools/school-facts'
import { enrollmentLabel, longLocationOf } from '@/web/features/schools/school-format'
import { compareHref } from './compare-picks'

const CONTROL_LABELS = {
  public: 'Public',
  'private-nonprofit': 'Private nonprofit',
  'private-for-profit': 'Private for-profit',
} as const
const NOT_KNOWN = 'Not reported'

const flagsOf = (school: ComparedSchool) =>
  [school.hbcu && 'HBCU', school.tribal && 'Tribal college', school.landGrant && 'Land-grant']
    .filter(Boolean)
    .join(', ') || 'None'

const ROWS: [string, (school: ComparedSchool) => ReactNode][] = [
  ['Location', (school) => longLocationOf(school) || NOT_KNOWN],
  ['Size', (school) => enrollmentLabel(school.studentPopulation)],
  ['Living on campus', (school) => livingFact(school) ?? NOT_KNOWN],
  ['Control', (school) => (school.control ? CONTROL_LABELS[school.control] : NOT_KNOWN)],
  ['Level', (school) => levelLabel(school.sector) ?? NOT_KNOWN],
  ['Type', (school) => school.type ?? NOT_KNOWN],
  ['Classification', (school) => carnegieName(school.carnegie) ?? 'Not classified'],
  ['Setting', (school) => localeWords(school) ?? NOT_KNOWN],
  ['Flags', flagsOf],
  ['Programs with us', (school) => <ProgramList school={school} />],
]

/**
 * /schools/compare (ADR 0027): the schools side by side, one column each, one row per fact; every fact from the
 * school's own row. The plan action carries the list into the contact form.
 */
export function ComparePage({ schools, ids }: { schools: ComparedSchool[]; ids: number[] }) {
  const names = schools.map((school) => school.name)
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-4xl font-bold tracking-tight">Compare schools</h1>
      {schools.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed p-12 text-center text-muted-foreground">
          {ids.length ? 'None of these schools is in the directory any more. ' : 'No schools picked yet. '}
          Use the Compare button on up to four schools in the{' '}
          <Link to="/schools" className="text-primary underline underline-offset-4">
            directory
          </Link>
          .
        </p>
      ) : (
        <>
          <p className="mt-2 text-lg text-muted-foreground">{names.join(' · ')}</p>
          {/*
            The table scrolls sideways inside this box on a phone. "relative" keeps the screen-reader-only
            text in the cells (absolutely positioned) inside the box too: without it, that text stood where the
            table's far columns are and widened the whole page, which then scrolled sideways at 390 px.
          */}
          <div className="relative mt-8 overflow-x-auto rounded-lg border">
            <table className="w-full min-w-[40rem] border-collapse text-sm">
              <caption className="sr-only">{`Facts of ${names.join(', ')} side by side`}</caption>
              <thead>
                <tr className="border-b bg-muted/50">
                  <td className="w-40 p-3" />
                  {schools.map((school) => (
                    <th key={school.id} scope="col" className="p-3 text-left align-top font-semibold">
                      <a href={`/schools/name/${school.slug}`} className="underline-offset-4 hover:underline">
                        {school.name}
                      </a>
                      {schools.length > 1 && (
                        <a
                          href={compareHref(ids.filter((id) => id !== school.id))}
                          className="mt-1 block text-xs font-normal text-muted-foreground underline"
                        >
                          Remove<span className="sr-only"> {school.name}</span>
                        </a>
                      )}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map(([label, cell]) => (
                  <tr key={label} className="border-b last:border-b-0">
                    <th scope="row" className="p-3 text-left align-top font-medium text-muted-foreground">
                      {label}
                    </th>
                    {schools.map((school) => (
                      <td key={school.id} className="p-3 align-top">
                        {cell(school)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              {/* A plain link: the contact page reads ?schools= on the server and starts the message with them. */}
              <a href={`/contact?schools=${schools.map((school) => school.id).join(',')}`}>
                <MegaphoneIcon aria-hidden="true" />
                Plan a campaign at these schools
                <ArrowRightIcon aria-hidden="true" />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/schools">Find more schools</Link>
            </Button>
          </div>
        </>
      )}
    </div>
  )
}

function ProgramList({ school }: { school: ComparedSchool }) {
  if (school.programs.length === 0) return <span className="text-muted-foreground">None yet</span>
  return (
    <ul className="space-y-1">
      {school.programs.map((program) => (
        <li key={program.id}>
          <Link
            to="/campus-programs/$id"
            params={{ id: String(program.id) }}
            className="underline-offset-4 hover:underline"
          >
            {program.name}
          </Link>{' '}
          <span className="text-muted-foreground">({statusLabel(program.status)})</span>
        </li>
      ))}
    </ul>
  )
}
