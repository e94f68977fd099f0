import { ImageUp } from '@/web/components/icons/icons'
import { useRef, useState } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { ACCEPTED_IMAGE_TYPES, responsiveImageOf } from '@/shared/media/uploaded-image'
import { Button } from '@/web/components/ui/button'
import { Input } from '@/web/components/ui/input'
import { describedBy, Field } from './article-form-fields'
import { uploadImage } from './upload-image'

type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; percent: number }
  | { kind: 'done'; name: string }
  | { kind: 'failed'; message: string }

/**
 * The featured image: a URL typed or pasted, or a file uploaded (ADR 0043), which fills the URL with the
 * uploaded image's largest variant. A preview shows whatever the URL points at.
 */
export function FeaturedImageField({
  id,
  value,
  error,
  field,
  onUploaded,
  label = 'Featured Image URL',
  hint = 'Upload a JPEG, PNG, WebP or AVIF image, or paste a web address.',
  testId = 'featured-image-file',
  uploadLabel = 'Upload image',
}: {
  id: string
  value: string | null | undefined
  error?: string
  field: UseFormRegisterReturn
  onUploaded: (url: string) => void
  /** The same field serves the social image (ADR 0147) under its own label. */
  label?: string
  hint?: string
  testId?: string
  uploadLabel?: string
}) {
  const fileInput = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<UploadState>({ kind: 'idle' })

  async function send(file: File) {
    setState({ kind: 'uploading', percent: 0 })
    try {
      const image = await uploadImage(file, (fraction) =>
        setState({ kind: 'uploading', percent: Math.round(fraction * 100) }),
      )
      onUploaded(image.url)
      setState({ kind: 'done', name: file.name })
    } catch (failure) {
      setState({ kind: 'failed', message: (failure as Error).message })
    }
  }

  const statusId = `${id}-upload-status`
  // Only what the page may load (CSP img-src: this site and https).
  const preview = value && /^(\/(?!\/)|https:\/\/)/.test(value) ? responsiveImageOf(value) : null
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <div className="flex gap-2">
        <Input
          id={id}
          placeholder="https://… or /images/blog/…"
          aria-invalid={!!error || undefined}
          aria-describedby={describedBy(id, true, error)}
          {...field}
        />
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          // Hidden: the button below opens it, with a name and a state screen readers announce.
          className="hidden"
          data-testid={testId}
          onChange={(event) => {
            const file = event.target.files?.[0]
            event.target.value = ''
            if (file) void send(file)
          }}
        />
        <Button
          type="button"
          variant="outline"
          aria-describedby={statusId}
          disabled={state.kind === 'uploading'}
          onClick={() => fileInput.current?.click()}
        >
          <ImageUp aria-hidden="true" />
          {uploadLabel}
        </Button>
      </div>
      <p id={statusId} role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {state.kind === 'uploading' ? `Uploading… ${state.percent}%` : null}
        {state.kind === 'done' ? `Uploaded ${state.name}.` : null}
      </p>
      {state.kind === 'failed' ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {`Upload failed: ${state.message}`}
        </p>
      ) : null}
      {preview ? (
        <img
          {...preview}
          sizes="(min-width: 640px) 320px, 100vw"
          alt={`Preview of the ${label.replace(/ URL$/, '').toLowerCase()}`}
          className="aspect-[1200/630] w-full max-w-xs rounded-md border bg-muted object-cover"
        />
      ) : null}
    </Field>
  )
}
