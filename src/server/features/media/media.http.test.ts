import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server/harness'
import {
  UPLOAD_FIELD,
  UPLOAD_PATH,
  largestVariantOf,
  variantSizesOf,
  type UploadedImage,
} from '@/shared/media/uploaded-image'
import {
  makeGif,
  makeImage,
  makePngBomb,
  makePngClaimingSize,
  makeSidewaysJpeg,
  makeTruncatedPng,
  svgImage,
  type FixtureFormat,
} from './image-fixtures'
import { MAX_ASPECT_RATIO, MAX_INPUT_PIXELS, readImage } from './image-processing'
import { MediaImageEntity, MediaImageVariantEntity } from './media-image.entity'

// A 1 MB limit, so "too large" needs no 8 MB file.
const t = useTestApp({ UPLOAD_MAX_MB: '1' })
let admin: string

beforeAll(async () => {
  admin = (await t.current.signIn({ isAdmin: true })).cookie
})

function formWith(bytes: Uint8Array, name = 'picture.png', field = UPLOAD_FIELD) {
  const form = new FormData()
  form.append(field, new File([new Uint8Array(bytes)], name, { type: 'image/png' }))
  return form
}

const upload = (body: BodyInit, cookie: string | null = admin, headers: Record<string, string> = {}) =>
  t.current.request(UPLOAD_PATH, {
    method: 'POST',
    body,
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
  })

async function uploaded(response: Response): Promise<UploadedImage> {
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { data: UploadedImage }).data
}

/** Fetches every variant the answer lists and checks each is a WebP of the size its URL says. */
async function expectVariantsServed(image: UploadedImage) {
  for (const variant of image.variants) {
    const response = await t.current.request(variant.url)
    expect(response.status, variant.url).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height])
  }
}

describe('POST /api/media/images: accepted types', () => {
  // AVIF is encoded small: sharp's AV1 encoder is slow on large images.
  const cases: Array<[FixtureFormat, number, number]> = [
    ['png', 2000, 1000],
    ['jpeg', 1700, 1100],
    ['webp', 1000, 700],
    ['avif', 500, 300],
  ]
  it.each(cases)(
    '%s (%ix%i): 201 with WebP variants at the shared widths, never upscaled',
    async (format, w, h) => {
      const bytes = await makeImage(format, w, h)
      // The name and the claimed type say PNG whatever the bytes are: only the bytes count.
      const image = await uploaded(await upload(formWith(bytes, 'upload.png')))
      expect(image.id).toMatch(/^[0-9a-f]{32}$/)
      const expected = variantSizesOf(largestVariantOf({ width: w, height: h }))
      expect(image.variants.map(({ width, height }) => ({ width, height }))).toEqual(expected)
      expect(image.variants.every((variant) => variant.width <= Math.min(w, 1600))).toBe(true)
      expect({ width: image.width, height: image.height, url: image.url }).toEqual(image.variants.at(-1))
      const stored = await t.current.em().findOneOrFail(MediaImageEntity, { id: image.id })
      expect(stored).toMatchObject({ format, width: w, height: h, byteSize: bytes.length })
      await expectVariantsServed(image)
    },
  )

  it('a small image keeps its size: one variant, not upscaled', async () => {
    const image = await uploaded(await upload(formWith(await makeImage('png', 300, 200))))
    expect(image.variants.map(({ width, height }) => [width, height])).toEqual([[300, 200]])
  })

  it('turns a sideways photo upright and strips its EXIF', async () => {
    const image = await uploaded(await upload(formWith(await makeSidewaysJpeg(1200, 800), 'photo.jpg')))
    // Stored 1200x800 with orientation 6: upright it is 800 wide and 1200 high.
    expect([image.width, image.height]).toEqual([800, 1200])
    for (const variant of image.variants) {
      const bytes = Buffer.from(await (await t.current.request(variant.url)).arrayBuffer())
      const meta = await sharp(bytes).metadata()
      expect(meta.exif, variant.url).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
      expect(bytes.includes(Buffer.from('FixtureCam'))).toBe(false)
    }
  })

  it(`a strip of exactly ${MAX_ASPECT_RATIO}:1 is accepted either way round`, async () => {
    for (const [w, h] of [
      [MAX_ASPECT_RATIO * 40, 40],
      [40, MAX_ASPECT_RATIO * 40],
    ] as const) {
      const image = await uploaded(await upload(formWith(await makeImage('png', w, h))))
      expect([image.width, image.height]).toEqual([w, h])
    }
  })

  it('the same file twice is one image: 200 with the first upload', async () => {
    const bytes = await makeImage('png', 640, 480)
    const first = await uploaded(await upload(formWith(bytes)))
    const again = await upload(formWith(bytes, 'renamed.png'))
    expect(again.status).toBe(200)
    expect(((await again.json()) as { data: UploadedImage }).data).toEqual(first)
    expect(await t.current.em().count(MediaImageVariantEntity, { image: first.id })).toBe(
      first.variants.length,
    )
  })

  it('the same new file from several staff at once is one image, and every upload succeeds', async () => {
    const bytes = await makeImage('png', 700, 500)
    const answers = await Promise.all(Array.from({ length: 6 }, () => upload(formWith(bytes))))
    // One upload stored it (201); the others, which encoded it too, found that one when they went to store it.
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 201])
    const images = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { data: UploadedImage }).data),
    )
    expect(new Set(images.map((image) => JSON.stringify(image))).size).toBe(1)
    expect(await t.current.em().count(MediaImageEntity, { id: images[0]!.id })).toBe(1)
    expect(await t.current.em().count(MediaImageVariantEntity, { image: images[0]!.id })).toBe(
      images[0]!.variants.length,
    )
    await expectVariantsServed(images[0]!)
  })
})

describe('POST /api/media/images: refusals', () => {
  const refusals: Array<[string, () => Promise<Uint8Array> | Uint8Array, number, RegExp]> = [
    ['a text file named .png', () => Buffer.from('just some text, not a picture\n'), 415, /not an image/],
    ['an SVG', svgImage, 415, /This file is SVG/],
    ['a GIF', makeGif, 415, /This file is GIF/],
    ['a truncated PNG', makeTruncatedPng, 400, /damaged or cut short/],
    ['a decompression bomb (400 megapixels in a small PNG)', () => makePngBomb(), 413, /too many pixels/],
    ['an empty file', () => new Uint8Array(0), 400, /empty/],
    // Longer than 20:1, either way round: refused from the header, before any pixel is decoded or scaled.
    ['a strip wider than 20:1', () => makeImage('png', 21 * 40, 40), 400, /840 x 40 pixels: one side/],
    ['a strip taller than 20:1', () => makeImage('png', 40, 21 * 40), 400, /40 x 840 pixels: one side/],
    // The fault suite's find: a PNG altered to claim 720,960 x 48 took libvips seconds to scale before it failed.
    [
      'a small PNG claiming 720,960 x 48 pixels',
      () => makePngClaimingSize(720_960, 48),
      400,
      /720960 x 48 pixels: one side can be at most 20 times the other/,
    ],
    ['a file over UPLOAD_MAX_MB', () => new Uint8Array(1024 * 1024 + 1), 413, /limit is 1 MB/],
  ]
  it.each(refusals)(
    '%s: refused with its status and a message, nothing stored',
    async (_, make, status, message) => {
      const before = await t.current.em().count(MediaImageEntity)
      const response = await upload(formWith(await make()))
      expect(response.status).toBe(status)
      expect(((await response.json()) as { error: string }).error).toMatch(message)
      expect(await t.current.em().count(MediaImageEntity)).toBe(before)
    },
  )

  it('the bomb is small, and refused from its header alone: reading the header, which decodes no pixel, refuses it', async () => {
    const bomb = makePngBomb()
    expect(bomb.length).toBeLessThan(100_000)
    await expect(readImage(bomb)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: `The image has too many pixels (the limit is ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`,
    })
  })

  it('a body far over the limit is refused before it is parsed (413)', async () => {
    const response = await upload(formWith(new Uint8Array(3 * 1024 * 1024)))
    expect(response.status).toBe(413)
    expect(((await response.json()) as { error: string }).error).toMatch(/limit is 1 MB/)
  })

  it('not multipart, junk multipart, or no file field: 400 saying what to send', async () => {
    const json = await upload(JSON.stringify({ file: 'x' }), admin, { 'Content-Type': 'application/json' })
    expect(json.status).toBe(400)
    const junk = await upload('--x\r\nnot really multipart', admin, {
      'Content-Type': 'multipart/form-data; boundary=x',
    })
    expect(junk.status).toBe(400)
    const wrongField = await upload(formWith(await makeImage('png', 100, 100), 'a.png', 'image'))
    expect(wrongField.status).toBe(400)
    expect(((await wrongField.json()) as { error: string }).error).toContain(`"${UPLOAD_FIELD}"`)
  })
})

describe('POST /api/media/images: access', () => {
  it('visitors get 401 and signed-in non-staff 403, even with a large body', async () => {
    const big = formWith(new Uint8Array(2 * 1024 * 1024))
    const visitor = await upload(big, null)
    expect(visitor.status, await visitor.clone().text()).toBe(401)
    const member = await t.current.signIn({ isAdmin: false })
    expect((await upload(formWith(await makeImage('png', 100, 100)), member.cookie)).status).toBe(403)
  })

  it('an upload sent from another site with a staff cookie is refused (403)', async () => {
    const response = await upload(formWith(await makeImage('png', 120, 90)), admin, {
      Origin: 'https://evil.example',
    })
    expect(response.status).toBe(403)
  })

  it('other API writes keep the 256 kB cap', async () => {
    const response = await t.current.request('/api/blog/tags', {
      method: 'POST',
      headers: { Cookie: admin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(300 * 1024) }),
    })
    expect(response.status).toBe(413)
  })
})

describe('GET /images/uploads/{id}-{width}x{height}.webp', () => {
  let image: UploadedImage
  beforeAll(async () => {
    image = await uploaded(await upload(formWith(await makeImage('jpeg', 1000, 500))))
  })

  it('is public, immutable for a year, with a strong ETag; If-None-Match gets 304', async () => {
    const response = await t.current.request(image.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const etag = response.headers.get('etag')
    expect(etag).toMatch(/^"[0-9a-f]{32}-\d+"$/)
    expect(Number(response.headers.get('content-length'))).toBe((await response.arrayBuffer()).byteLength)
    const again = await t.current.request(image.url, { headers: { 'If-None-Match': etag! } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
  })

  it('404 for an unknown id, a size that was not made, or a name of another shape', async () => {
    const [smallest] = image.variants
    for (const path of [
      `/images/uploads/${'0'.repeat(32)}-${smallest!.width}x${smallest!.height}.webp`,
      `/images/uploads/${image.id}-${smallest!.width}x${smallest!.height + 1}.webp`,
      `/images/uploads/${image.id}-123x61.webp`,
      `/images/uploads/${image.id}.webp`,
      `/images/uploads/${image.id}-${smallest!.width}x${smallest!.height}.png`,
      '/images/uploads/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const response = await t.current.request(path)
      expect(response.status, path).toBe(404)
    }
  })
})
