import { Suspense } from 'react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { ApiKeyList } from './api-key-list'
import { NewApiKeyForm } from './new-api-key-form'
import { NewWebhookForm } from './new-webhook-form'
import { WebhookList } from './webhook-list'

/** /staff/integrations (issue 37): API keys for other systems, and webhooks with their delivery logs. */
export function IntegrationsPage() {
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Integrations</h1>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>API keys</h2>
          </CardTitle>
          <CardDescription>
            Each integration gets its own key, limited to the scopes it needs, sent as the X-API-Key header to
            the REST API (see /api/docs). Revoking one refuses it at once. The server’s ADMIN_API_KEY still
            works as a legacy key for reading leads.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-8">
          <NewApiKeyForm />
          <Suspense fallback={<p className="text-muted-foreground">Loading…</p>}>
            <ApiKeyList />
          </Suspense>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>Webhooks</h2>
          </CardTitle>
          <CardDescription>
            A webhook POSTs each chosen event to a URL as it happens, signed with the webhook’s secret, and
            retries for a day while the receiver fails.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-8">
          <NewWebhookForm />
          <Suspense fallback={<p className="text-muted-foreground">Loading…</p>}>
            <WebhookList />
          </Suspense>
        </CardContent>
      </Card>
    </div>
  )
}
