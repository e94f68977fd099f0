import { useId, useRef, useState } from 'react'
import { ImageUp } from '@/web/components/icons/icons'
import { ACCEPTED_IMAGE_TYPES, type UploadedImage } from '@/shared/media/uploaded-image'
import { Button } from '@/web/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/web/components/ui/dialog'
import { Input } from '@/web/components/ui/input'
import { Field, describedBy } from './article-form-fields'
import { imageMarkdown } from './image-markdown'
import { uploadImage } from './upload-image'

type Upload =
  | { kind: 'uploading'; file: string; percent: number }
  | { kind: 'done'; file: string; image: UploadedImage }
  | { kind: 'failed'; file: string; message: string }

/**
 * Insert image (issue 36, ADR 0149): the button opens the file picker; the file goes up through the featured
 * image's pipeline (`uploadImage`) while a dialog asks for its alt text (or Decorative, for an empty alt) and an
 * optional caption. Insert hands the markdown to `onInsert`; after it, focus goes back to the text (`onInserted`);
 * after Cancel, to the button.
 */
export function InsertImage({
  onInsert,
  onInserted,
}: {
  onInsert: (markdown: string) => void
  onInserted: () => void
}) {
  const fileInput = useRef<HTMLInputElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [upload, setUpload] = useState<Upload | null>(null)
  // Each upload has its own number, so a closed dialog's upload finishing late does not reopen it.
  const current = useRef(0)
  const inserted = useRef(false)

  async function send(file: File) {
    const attempt = ++current.current
    inserted.current = false
    setUpload({ kind: 'uploading', file: file.name, percent: 0 })
    const mine = (next: Upload) => current.current === attempt && setUpload(next)
    try {
      const image = await uploadImage(file, (fraction) =>
        mine({ kind: 'uploading', file: file.name, percent: Math.round(fraction * 100) }),
      )
      mine({ kind: 'done', file: file.name, image })
    } catch (failure) {
      mine({ kind: 'failed', file: file.name, message: (failure as Error).message })
    }
  }

  function close() {
    current.current++
    setUpload(null)
  }

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES.join(',')}
        // Hidden: the button opens it, with a name screen readers announce.
        className="hidden"
        data-testid="content-image-file"
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) void send(file)
        }}
      />
      <Button
        ref={button}
        type="button"
        variant="outline"
        size="sm"
        onClick={() => fileInput.current?.click()}
      >
        <ImageUp aria-hidden="true" />
        Insert image
      </Button>
      <Dialog open={!!upload} onOpenChange={(open) => !open && close()}>
        <DialogContent
          // Opened by the file picker, not a DialogTrigger: Radix would leave focus nowhere.
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (inserted.current) onInserted()
            else button.current?.focus()
          }}
        >
          {upload ? (
            <ImageDetailsForm
              upload={upload}
              onChooseAnother={() => fileInput.current?.click()}
              onInsert={(details) => {
                if (upload.kind !== 'done') return
                onInsert(imageMarkdown({ url: upload.image.url, ...details }))
                inserted.current = true
                close()
              }}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  )
}

/** The dialog's body: the upload's progress or failure, then alt text, Decorative and caption. */
function ImageDetailsForm({
  upload,
  onChooseAnother,
  onInsert,
}: {
  upload: Upload
  onChooseAnother: () => void
  onInsert: (details: { alt: string; caption: string }) => void
}) {
  const ids = useId()
  const id = (field: string) => `${ids}-${field}`
  const [alt, setAlt] = useState('')
  const [decorative, setDecorative] = useState(false)
  const [caption, setCaption] = useState('')
  const [altError, setAltError] = useState<string | undefined>()

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault()
        // The dialog is portalled, but React still bubbles its submit to the article form around the editor.
        event.stopPropagation()
        if (!decorative && !alt.trim()) {
          setAltError('Describe the image, or tick Decorative if it adds nothing to the text.')
          return
        }
        onInsert({ alt: decorative ? '' : alt, caption })
      }}
    >
      <DialogHeader>
        <DialogTitle>Insert image</DialogTitle>
        <DialogDescription>{upload.file}</DialogDescription>
      </DialogHeader>

      <UploadProgress upload={upload} onChooseAnother={onChooseAnother} />

      <Field
        id={id('alt')}
        label="Alt text"
        hint={
          'What the image shows, for people who cannot see it: one sentence that says what matters here ' +
          '("A street team handing out samples on the quad"), not "image of".'
        }
        error={altError}
      >
        <Input
          id={id('alt')}
          value={decorative ? '' : alt}
          disabled={decorative}
          aria-required={!decorative}
          aria-invalid={!!altError || undefined}
          aria-describedby={describedBy(id('alt'), true, altError)}
          onChange={(event) => {
            setAlt(event.target.value)
            setAltError(undefined)
          }}
        />
      </Field>
      <div className="flex items-start gap-3">
        <input
          id={id('decorative')}
          type="checkbox"
          className="mt-1 size-4 accent-primary"
          checked={decorative}
          aria-describedby={id('decorative-hint')}
          onChange={(event) => {
            setDecorative(event.target.checked)
            setAltError(undefined)
          }}
        />
        <div className="grid gap-1">
          <label htmlFor={id('decorative')} className="text-sm font-medium">
            Decorative
          </label>
          <p id={id('decorative-hint')} className="text-sm text-muted-foreground">
            It adds nothing to the text: screen readers skip it (empty alt text).
          </p>
        </div>
      </div>
      <Field id={id('caption')} label="Caption (optional)" hint="Shown under the image, to everyone.">
        <Input
          id={id('caption')}
          value={caption}
          aria-describedby={describedBy(id('caption'), true, undefined)}
          onChange={(event) => setCaption(event.target.value)}
        />
      </Field>

      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={upload.kind !== 'done'}>
          Insert
        </Button>
      </DialogFooter>
    </form>
  )
}

function UploadProgress({ upload, onChooseAnother }: { upload: Upload; onChooseAnother: () => void }) {
  if (upload.kind === 'failed')
    return (
      <div className="grid justify-items-start gap-2">
        <p role="alert" className="text-sm font-medium text-destructive">
          {`Upload failed: ${upload.message}`}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={onChooseAnother}>
          Choose another file
        </Button>
      </div>
    )
  const percent = upload.kind === 'done' ? 100 : upload.percent
  return (
    <div className="grid gap-2">
      <progress
        value={percent}
        max={100}
        aria-label="Upload progress"
        className="h-2 w-full accent-primary"
      />
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {upload.kind === 'done' ? `Uploaded ${upload.file}.` : `Uploading… ${percent}%`}
      </p>
    </div>
  )
}
