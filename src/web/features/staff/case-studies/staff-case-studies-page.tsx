import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StaffCaseStudy } from '@/shared/case-studies/case-study.schema'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { notify } from '@/web/components/ui/sonner'
import { Spinner } from '@/web/components/ui/spinner'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table'
import { useTrpc } from '@/web/lib/trpc'
import { procedureFailure } from '@/web/lib/trpc-error'
import { ConfirmDeleteButton, deleteConfirmation } from '@/web/features/staff/kit/confirm-delete'
import { FormError } from '@/web/features/staff/kit/form-shell'
import { CaseStudyEditor } from './case-study-editor'

/**
 * /staff/case-studies (issue 36, ADR 0154): every case study with its order and state (published or draft,
 * example or confirmed), and the editor of the one chosen (`?edit=<id>`, or `?edit=new`).
 */
export function StaffCaseStudiesPage({ edit }: { edit?: number | 'new' }) {
  const trpc = useTrpc()
  const studies = useQuery(trpc.caseStudies.staffList.queryOptions())
  const chosen = typeof edit === 'number' ? studies.data?.find((study) => study.id === edit) : undefined
  const nextOrder = Math.max(0, ...(studies.data ?? []).map((study) => study.sortOrder)) + 10
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Case studies</h1>
          <p className="mt-2 max-w-3xl text-muted-foreground">
            The studies on /case-studies, the home page and the service pages, in their order. Drafts are seen
            by staff only. Until a study is confirmed as the agency’s own, every page marks it as an example.
          </p>
        </div>
        <Button asChild variant="brand">
          <Link to="/staff/case-studies" search={{ edit: 'new' }}>
            New case study
          </Link>
        </Button>
      </div>
      {studies.isPending ? (
        <Spinner label="Loading case studies" />
      ) : studies.isError ? (
        <FormError message="The case studies could not be loaded. Reload the page to try again." />
      ) : (
        <StudyTable studies={studies.data} />
      )}
      {edit === 'new' && <CaseStudyEditor key="new" study={null} nextOrder={nextOrder} />}
      {chosen && <CaseStudyEditor key={`${chosen.id}`} study={chosen} nextOrder={nextOrder} />}
      {typeof edit === 'number' && studies.isSuccess && !chosen && (
        <FormError message="That case study does not exist any more: someone may have deleted it." />
      )}
    </div>
  )
}

function StudyTable({ studies }: { studies: readonly StaffCaseStudy[] }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const remove = useMutation(trpc.caseStudies.remove.mutationOptions())
  async function deleteStudy(study: StaffCaseStudy) {
    try {
      await remove.mutateAsync({ id: study.id })
      queryClient.removeQueries({ queryKey: trpc.caseStudies.list.pathKey() })
      await queryClient.invalidateQueries({ queryKey: trpc.caseStudies.staffList.queryKey() })
      notify({ title: 'Case study deleted', description: study.title })
    } catch (error) {
      notify({ title: 'Not deleted', description: procedureFailure(error).message })
    }
  }
  return (
    <Table aria-label="Case studies">
      <TableHeader>
        <TableRow>
          <TableHead>Order</TableHead>
          <TableHead>Title</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {studies.map((study) => (
          <TableRow key={study.id}>
            <TableCell>{study.sortOrder}</TableCell>
            <TableCell>
              <span className="font-medium">{study.title}</span>
              <span className="block text-xs text-muted-foreground">/cs/{study.slug}</span>
            </TableCell>
            <TableCell>
              <span className="flex flex-wrap gap-1">
                <Badge variant={study.published ? 'default' : 'secondary'}>
                  {study.published ? 'Published' : 'Draft'}
                </Badge>
                <Badge variant="outline">{study.confirmed ? 'Confirmed as ours' : 'Example'}</Badge>
              </span>
            </TableCell>
            <TableCell className="text-right">
              <span className="inline-flex items-center gap-1">
                <Button asChild variant="outline" size="sm">
                  <Link to="/staff/case-studies" search={{ edit: study.id }}>
                    Edit<span className="sr-only"> {study.title}</span>
                  </Link>
                </Button>
                <ConfirmDeleteButton
                  label={`Delete ${study.title}`}
                  title="Delete this case study?"
                  description={deleteConfirmation(study.title)}
                  disabled={remove.isPending}
                  onConfirm={() => void deleteStudy(study)}
                />
              </span>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
