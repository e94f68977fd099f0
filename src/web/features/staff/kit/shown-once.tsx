import { useState } from 'react'
import { Button } from '@/web/components/ui/button'

/**
 * A secret the server answered once (a webhook's signing secret, an API key, an invitation link, a preview link,
 * a calendar feed URL), with why to keep it now. Only a hash is kept server-side, so this is the one showing.
 * With `copyLabel`, a button copies it; the clipboard may be refused (no permission, an insecure origin), and
 * the value is on screen to select then. Give it a `key` of the value so a new one starts uncopied.
 */
export function ShownOnce({
  title,
  value,
  note,
  onDismiss,
  copyLabel,
  dismissLabel = 'I have stored it',
}: {
  title: string
  value: string
  note: string
  onDismiss: () => void
  copyLabel?: string
  dismissLabel?: string
}) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }
  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border border-primary/40 bg-muted p-4">
      <p className="text-sm font-medium">{title}</p>
      <code className="break-all rounded bg-background px-2 py-1 font-mono text-sm" data-testid="shown-once">
        {value}
      </code>
      {copied === 'failed' && (
        <p className="text-sm font-medium text-destructive">
          The browser did not allow copying: select it above and copy it.
        </p>
      )}
      <p className="text-sm text-muted-foreground">{note}</p>
      <div className="flex gap-2">
        {copyLabel && (
          <Button type="button" size="sm" onClick={() => void copy()}>
            {copied === 'yes' ? 'Copied' : copyLabel}
          </Button>
        )}
        <Button type="button" variant="outline" size="sm" onClick={onDismiss}>
          {dismissLabel}
        </Button>
      </div>
    </div>
  )
}
