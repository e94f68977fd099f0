import { UPLOAD_FIELD, UPLOAD_PATH, type UploadedImage } from '@/shared/media/uploaded-image'

/**
 * Sends one image file to `POST /api/media/images` (ADR 0043). XMLHttpRequest rather than fetch: only it reports
 * upload progress. Resolves with the stored image; rejects with the server's own message (or a plain one).
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', UPLOAD_PATH)
    request.responseType = 'json'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      const body = request.response as { data?: UploadedImage; error?: string } | null
      if (request.status >= 200 && request.status < 300 && body?.data) resolve(body.data)
      else reject(new Error(body?.error ?? `The upload failed (HTTP ${request.status}).`))
    }
    request.onerror = () => reject(new Error('The upload did not reach the server. Check the connection.'))
    const form = new FormData()
    form.append(UPLOAD_FIELD, file)
    request.send(form)
  })
}
