import type { Program } from '@/shared/programs/program.schema'
import {
  cityState,
  formatBudget,
  shortDateRange,
  statusLabel,
  statusTone,
} from '@/shared/programs/program-display'
import { Badge } from '@/web/components/ui/badge'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table'
import { cn } from '@/web/lib/cn'
import { ProgramRowActions, useDeleteProgram } from './program-row-actions'

/** The staff table: one row per program with its school, status, dates and budget, and its actions. */
export function ProgramsTable({ programs }: { programs: Program[] }) {
  const deletion = useDeleteProgram()
  return (
    <Table>
      <caption className="sr-only">Campus programs</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>School</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Dates</TableHead>
          <TableHead className="text-right">Budget</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {programs.map((program) => (
          <TableRow key={program.id}>
            <TableCell className="max-w-xs font-medium whitespace-normal">{program.name}</TableCell>
            <TableCell className="max-w-xs whitespace-normal">
              {program.school ? (
                <>
                  {program.school.name}
                  {cityState(program.school) ? (
                    <span className="block text-xs text-muted-foreground">{cityState(program.school)}</span>
                  ) : null}
                </>
              ) : (
                <span className="text-muted-foreground">Unknown School</span>
              )}
            </TableCell>
            <TableCell>
              <Badge variant="outline" className={cn('border-transparent', statusTone(program.status))}>
                {statusLabel(program.status)}
              </Badge>
            </TableCell>
            <TableCell>{shortDateRange(program.startDate, program.endDate)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {program.budget === null ? (
                <span className="text-muted-foreground">Not set</span>
              ) : (
                formatBudget(program.budget)
              )}
            </TableCell>
            <TableCell className="text-right">
              <ProgramRowActions program={program} deletion={deletion} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
