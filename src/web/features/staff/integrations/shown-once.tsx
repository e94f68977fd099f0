import { Button } from '@/web/components/ui/button'

/** A secret the server answered once (a webhook's signing secret, an API key), with why to keep it now. */
export function ShownOnce({
  title,
  value,
  note,
  onDismiss,
}: {
  title: string
  value: string
  note: string
  onDismiss: () => void
}) {
  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border border-primary/40 bg-muted p-4">
      <p className="text-sm font-medium">{title}</p>
      <code className="break-all rounded bg-background px-2 py-1 font-mono text-sm" data-testid="shown-once">
        {value}
      </code>
      <p className="text-sm text-muted-foreground">{note}</p>
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={onDismiss}>
        I have stored it
      </Button>
    </div>
  )
}
