import { Link } from '@tanstack/react-router'
import { ExternalLink, Pencil } from '@/web/components/icons/icons'
import type { School } from '@/shared/schools/school.schema'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table'
import { locationOf } from '@/web/features/schools/school-format'
import { DeleteSchoolButton } from './delete-school-dialog'
import { formatWholeNumber } from '@/shared/us-format'

/** One page of schools for staff: name, place, type, enrollment, whether it is listed, and actions. */
export function SchoolsTable({ schools }: { schools: School[] }) {
  return (
    <Table>
      <caption className="sr-only">Schools</caption>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Location</TableHead>
          <TableHead>Type</TableHead>
          <TableHead className="text-right">Students</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {schools.map((school) => (
          <TableRow key={school.id}>
            <TableCell className="max-w-xs font-medium whitespace-normal">{school.name}</TableCell>
            <TableCell>
              {locationOf(school) || <span className="text-muted-foreground">Not set</span>}
            </TableCell>
            <TableCell className="max-w-48 whitespace-normal">
              {school.type ?? <span className="text-muted-foreground">Not set</span>}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {school.studentPopulation === null ? (
                <span className="text-muted-foreground">Not set</span>
              ) : (
                formatWholeNumber(school.studentPopulation)
              )}
            </TableCell>
            <TableCell>
              <Badge variant={school.isActive ? 'secondary' : 'outline'}>
                {school.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </TableCell>
            <TableCell className="text-right">
              <div className="flex justify-end gap-1">
                <Button asChild variant="ghost" size="icon" title="View">
                  <Link
                    to="/schools/name/$slug"
                    params={{ slug: school.slug }}
                    aria-label={`View "${school.name}"`}
                  >
                    <ExternalLink aria-hidden="true" />
                  </Link>
                </Button>
                <Button asChild variant="ghost" size="icon" title="Edit">
                  <Link
                    to="/staff/schools/edit/$id"
                    params={{ id: String(school.id) }}
                    aria-label={`Edit "${school.name}"`}
                  >
                    <Pencil aria-hidden="true" />
                  </Link>
                </Button>
                <DeleteSchoolButton school={school} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
