import { useMutation } from '@tanstack/react-query'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs'
import { Textarea } from '@/web/components/ui/textarea'
import { useTrpc } from '@/web/lib/trpc'
import { ArticleContent } from '@/web/features/blog/article-content'
import { Spinner } from '@/web/components/ui/spinner'

/**
 * Content in markdown with a Preview tab. The preview is rendered and sanitized by the server (the same code
 * as the article page), so the browser never ships a markdown renderer or sanitizer.
 */
export function ContentEditor({
  id,
  field,
  getContent,
  describedBy,
  invalid,
}: {
  id: string
  field: UseFormRegisterReturn<'content'>
  getContent: () => string
  describedBy: string
  invalid: boolean
}) {
  const trpc = useTrpc()
  const preview = useMutation(trpc.blog.preview.mutationOptions())

  return (
    <Tabs
      defaultValue="write"
      onValueChange={(tab) => {
        if (tab === 'preview') preview.mutate({ content: getContent() })
      }}
    >
      <TabsList aria-label="Content view">
        <TabsTrigger value="write">Write</TabsTrigger>
        <TabsTrigger value="preview">Preview</TabsTrigger>
      </TabsList>
      {/* Kept mounted while previewing, so the text and its cursor survive a look at the preview. */}
      <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
        <Textarea
          id={id}
          rows={18}
          className="min-h-80 font-mono text-sm"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...field}
        />
      </TabsContent>
      <TabsContent value="preview" className="min-h-80 rounded-md border bg-background p-6">
        {preview.isPending ? (
          <Spinner label="Rendering preview..." />
        ) : preview.isError ? (
          <p role="alert" className="text-destructive">
            The preview could not be rendered. Please try again.
          </p>
        ) : preview.data ? (
          <>
            <p className="mb-4 text-sm text-muted-foreground">{`${preview.data.readingMinutes} min read`}</p>
            <ArticleContent html={preview.data.html} />
          </>
        ) : null}
      </TabsContent>
    </Tabs>
  )
}
