import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { AppError } from '@/server/errors'
import { recordAudit } from '@/server/features/audit/public'
import type { AppEnv } from './env'
import { requireRole } from './require-role'
import { UPLOAD_FIELD } from '@/shared/media/uploaded-image'
import { fileTooLarge, storeImage } from '@/server/features/media/media.service'

/** Room for the multipart framing around a file of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024

const maxBytesOf = (c: Context<AppEnv>) => c.get('config').UPLOAD_MAX_MB * 1024 * 1024

/**
 * The upload's own body cap, in place of the API's 256 kB one (app.ts skips that one for this path). It runs after
 * the role check, so a visitor's body is never read at all.
 */
const uploadBodyLimit = createMiddleware<AppEnv>((c, next) =>
  bodyLimit({
    maxSize: maxBytesOf(c) + MULTIPART_OVERHEAD,
    onError: () => {
      throw fileTooLarge(maxBytesOf(c))
    },
  })(c, next),
)

/** The one file of a multipart/form-data body, or a 400 that says what is wrong with the request. */
async function readUploadedFile(c: Context<AppEnv>): Promise<Uint8Array> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data'))
    throw new AppError(
      'BAD_REQUEST',
      `Send the image as multipart/form-data, in a field named "${UPLOAD_FIELD}".`,
    )
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw new AppError('BAD_REQUEST', 'The multipart body could not be read.')
  }
  const file = form.get(UPLOAD_FIELD)
  if (!(file instanceof File))
    throw new AppError('BAD_REQUEST', `Send the image as a file in a field named "${UPLOAD_FIELD}".`)
  return new Uint8Array(await file.arrayBuffer())
}

/**
 * `POST /api/media/images`: staff who write (articles' and programs' pictures) upload an image; 201 with its id,
 * size and variant URLs (200 if known).
 */
export const mediaHttp = new Hono<AppEnv>().post(
  '/images',
  requireRole(['admin', 'editor', 'author']),
  uploadBodyLimit,
  async (c) => {
    const bytes = await readUploadedFile(c)
    const { image, created } = await storeImage(c.get('em'), bytes, {
      maxBytes: maxBytesOf(c),
      uploadedById: c.get('user')!.id,
    })
    // A staff write outside the operations: recorded here, after the image is stored (its processing is too
    // long to hold a transaction open for), ADR 0120. An upload of a known image writes nothing.
    if (created)
      await recordAudit(c.get('em'), {
        action: 'media.upload',
        via: 'http',
        actor: { kind: 'staff', userId: c.get('user')!.id },
        ip: c.get('ip'),
        record: { kind: 'image', id: String(image.id) },
        change: null,
      })
    return c.json({ data: image }, created ? 201 : 200)
  },
)
