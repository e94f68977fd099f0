import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import {
  WEBHOOK_EVENT_LABELS,
  type WebhookDelivery,
  type WebhookWithDeliveries,
} from '@/shared/webhooks/webhook.schema'
import { Badge } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { notify } from '@/web/components/ui/sonner'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/web/components/ui/table'
import { useTrpc } from '@/web/lib/trpc'
import { ConfirmDeleteButton, deleteConfirmation } from '@/web/features/staff/kit/confirm-delete'
import { utcTime } from './utc-time'

/** Every webhook with its latest deliveries (status, response code, time), and a test button for each. */
export function WebhookList() {
  const trpc = useTrpc()
  const { data: webhooks } = useSuspenseQuery(trpc.webhooks.list.queryOptions())
  if (webhooks.length === 0) return <p className="text-muted-foreground">No webhooks yet.</p>
  return (
    <ul className="flex flex-col gap-6" aria-label="Webhooks">
      {webhooks.map((webhook) => (
        <WebhookItem key={webhook.id} webhook={webhook} />
      ))}
    </ul>
  )
}

function WebhookItem({ webhook }: { webhook: WebhookWithDeliveries }) {
  const trpc = useTrpc()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.webhooks.pathKey() })
  const sendTest = useMutation(trpc.webhooks.sendTest.mutationOptions())
  const remove = useMutation(trpc.webhooks.remove.mutationOptions())

  async function test() {
    try {
      await sendTest.mutateAsync({ id: webhook.id })
      notify({ title: 'Test event queued', description: `Sent to ${webhook.url}; its result shows below.` })
      await refresh()
    } catch {
      notify({ title: 'The test event could not be queued', description: 'Please try again.' })
    }
  }

  async function removeWebhook() {
    try {
      await remove.mutateAsync({ id: webhook.id })
      notify({ title: 'Webhook removed', description: `"${webhook.name}" gets no more events.` })
    } catch {
      notify({ title: 'The webhook could not be removed', description: 'Please try again.' })
    }
    await refresh()
  }

  const headingId = `webhook-${webhook.id}`
  return (
    <li aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold">
            {webhook.name}
          </h3>
          <p className="break-all font-mono text-sm text-muted-foreground">{webhook.url}</p>
          <p className="mt-1 text-sm">
            {webhook.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(', ')}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Button type="button" variant="outline" size="sm" disabled={sendTest.isPending} onClick={test}>
            Send test event
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={refresh}>
            Refresh log
          </Button>
          <ConfirmDeleteButton
            label={`Remove webhook ${webhook.name}`}
            title="Remove this webhook?"
            description={deleteConfirmation(webhook.name)}
            disabled={remove.isPending}
            onConfirm={removeWebhook}
          />
        </div>
      </div>
      <DeliveryLog deliveries={webhook.deliveries} name={webhook.name} />
    </li>
  )
}

const STATE_BADGE = { delivered: 'secondary', pending: 'outline', failed: 'destructive' } as const

function DeliveryLog({ deliveries, name }: { deliveries: WebhookDelivery[]; name: string }) {
  if (deliveries.length === 0) return <p className="text-sm text-muted-foreground">Nothing sent yet.</p>
  return (
    <Table aria-label={`Deliveries of ${name}`}>
      <TableHeader>
        <TableRow>
          <TableHead>Event</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Response</TableHead>
          <TableHead>Attempts</TableHead>
          <TableHead>Last attempt</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {deliveries.map((delivery) => (
          <TableRow key={delivery.id}>
            <TableCell className="font-mono text-xs">{delivery.event}</TableCell>
            <TableCell>
              <Badge variant={STATE_BADGE[delivery.state]}>{delivery.state}</Badge>
            </TableCell>
            <TableCell title={delivery.error ?? undefined}>
              {delivery.responseStatus ?? (delivery.error ? 'No response' : '—')}
              {delivery.error && (
                <span className="block text-xs text-muted-foreground">{delivery.error}</span>
              )}
            </TableCell>
            <TableCell>{delivery.attempts}</TableCell>
            <TableCell className="whitespace-nowrap">
              {delivery.lastAttemptAt ? utcTime(delivery.lastAttemptAt) : 'Not yet'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
