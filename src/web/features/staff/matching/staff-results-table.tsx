import { Link } from '@tanstack/react-router'
import type { StaffResult } from '@/shared/matching/matching.schema'
import { Badge } from '@/web/components/ui/badge'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table'

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
})

/** Which writer, in words: the model by name, or the deterministic writer and why it wrote (ADR 0051). */
export function writerOf(result: StaffResult): string {
  if (result.writer === 'ollama') return result.model ? `${result.model} (Ollama)` : 'Ollama'
  if (result.writer === 'deterministic') {
    const why = {
      disabled: 'model off',
      unreachable: 'model unreachable',
      timeout: 'model too slow',
      'invalid-output': 'model answer unusable',
      'model-error': 'model error',
    }[result.reason ?? 'disabled']
    return result.reason ? `Deterministic (${why})` : 'Deterministic'
  }
  return '—'
}

/** The staff list of results: brand, date, status, writer, campuses and the result's own link. */
export function StaffResultsTable({ results }: { results: StaffResult[] }) {
  if (!results.length) return <p className="text-muted-foreground">No campus matching results yet.</p>
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Brand</TableHead>
          <TableHead>Date (UTC)</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Writer</TableHead>
          <TableHead className="text-right">Campuses</TableHead>
          <TableHead>Result</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {results.map((result) => (
          <TableRow key={result.id}>
            <TableCell>
              <span className="font-medium">{result.brandName}</span>
              <span className="block text-xs text-muted-foreground">{result.industry}</span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{dateTime.format(result.createdAt)}</TableCell>
            <TableCell>
              <Badge variant={result.status === 'failed' ? 'destructive' : 'outline'}>{result.status}</Badge>
            </TableCell>
            <TableCell>{writerOf(result)}</TableCell>
            <TableCell className="text-right tabular-nums">{result.campuses ?? '—'}</TableCell>
            <TableCell>
              <Link
                to="/brand-matching/results/$id"
                params={{ id: result.id }}
                className="text-primary underline-offset-4 hover:underline"
              >
                Open result<span className="sr-only"> for {result.brandName}</span>
              </Link>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
