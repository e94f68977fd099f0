import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/web/components/ui/tabs'
import { Textarea } from '@/web/components/ui/textarea'
import { useTrpc } from '@/web/lib/trpc'
import { ArticleContent } from '@/web/features/blog/article-content'
import { Spinner } from '@/web/components/ui/spinner'
import { insertBlock } from './image-markdown'
import { InsertImage } from './insert-image'

/**
 * Content in markdown with a Preview tab. The preview is rendered and sanitized by the server (the same code
 * as the article page), so the browser never ships a markdown renderer or sanitizer. Insert image puts an
 * uploaded image's markdown at the cursor through `setContent`, which must go through the form (setValue), so the
 * change dirties it and is autosaved like typing.
 */
export function ContentEditor({
  id,
  field,
  getContent,
  setContent,
  describedBy,
  invalid,
}: {
  id: string
  field: UseFormRegisterReturn<'content'>
  getContent: () => string
  setContent: (content: string) => void
  describedBy: string
  invalid: boolean
}) {
  const trpc = useTrpc()
  const preview = useMutation(trpc.blog.preview.mutationOptions())
  const [tab, setTab] = useState('write')
  const textarea = useRef<HTMLTextAreaElement | null>(null)
  const cursorAfterInsert = useRef(0)

  // The image goes where the cursor is (after a selection, which is kept), on a paragraph of its own.
  function insert(markdown: string) {
    const content = getContent()
    const at = textarea.current?.selectionEnd ?? content.length
    const { text, cursor } = insertBlock(content, at, markdown)
    setContent(text)
    cursorAfterInsert.current = cursor
    setTab('write')
  }

  return (
    <Tabs
      value={tab}
      onValueChange={(next) => {
        setTab(next)
        if (next === 'preview') preview.mutate({ content: getContent() })
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TabsList aria-label="Content view">
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <InsertImage
          onInsert={insert}
          onInserted={() => {
            textarea.current?.focus()
            textarea.current?.setSelectionRange(cursorAfterInsert.current, cursorAfterInsert.current)
          }}
        />
      </div>
      {/* Kept mounted while previewing, so the text and its cursor survive a look at the preview. */}
      <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
        <Textarea
          id={id}
          rows={18}
          className="min-h-80 font-mono text-sm"
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          {...field}
          ref={(element) => {
            field.ref(element)
            textarea.current = element
          }}
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
