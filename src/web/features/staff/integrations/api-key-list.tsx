import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { API_SCOPE_LABELS, type ApiKey } from '@/shared/api-keys/api-key.schema'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { notify } from '@/web/components/ui/sonner'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table'
import { useTrpc } from '@/web/lib/trpc'
import { utcTime } from './utc-time'

/** Every API key: what it may do, when it expires, when it was last used, and Revoke. */
export function ApiKeyList() {
  const trpc = useTrpc()
  const { data: keys } = useSuspenseQuery(trpc.apiKeys.list.queryOptions())
  if (keys.length === 0) return <p className="text-muted-foreground">No API keys yet.</p>
  return (
    <Table aria-label="API keys">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Scopes</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead>Last used</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {keys.map((key) => (
          <ApiKeyRow key={key.id} apiKey={key} />
        ))}
      </TableBody>
    </Table>
  )
}

function ApiKeyRow({ apiKey }: { apiKey: ApiKey }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const revoke = useMutation(trpc.apiKeys.revoke.mutationOptions())

  async function revokeKey() {
    try {
      await revoke.mutateAsync({ id: apiKey.id })
      notify({ title: 'API key revoked', description: `"${apiKey.name}" is refused from now on.` })
    } catch {
      notify({ title: 'The key could not be revoked', description: 'Please try again.' })
    }
    await queryClient.invalidateQueries({ queryKey: trpc.apiKeys.pathKey() })
  }

  return (
    <TableRow>
      <TableCell>
        <span className="font-medium">{apiKey.name}</span>
        <span className="block font-mono text-xs text-muted-foreground">{apiKey.hint}…</span>
      </TableCell>
      <TableCell className="text-sm">
        {apiKey.scopes.map((scope) => API_SCOPE_LABELS[scope]).join(', ')}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {apiKey.expiresAt ? utcTime(apiKey.expiresAt) : 'Never'}
      </TableCell>
      <TableCell className="whitespace-nowrap">
        {apiKey.lastUsedAt ? utcTime(apiKey.lastUsedAt) : 'Never'}
      </TableCell>
      <TableCell>
        {apiKey.status === 'revoked' ? (
          <Badge variant="destructive">Revoked</Badge>
        ) : apiKey.status === 'expired' ? (
          <Badge variant="outline">Expired</Badge>
        ) : (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={revoke.isPending}
            aria-label={`Revoke ${apiKey.name}`}
            onClick={revokeKey}
          >
            Revoke
          </Button>
        )}
      </TableCell>
    </TableRow>
  )
}
