import { describe, expect, it } from 'vitest'
import {
  largestVariantOf,
  parseVariantUrl,
  responsiveImageOf,
  variantSizesOf,
  variantUrl,
} from './uploaded-image'

const id = 'ab'.repeat(16)

describe('variant sizes', () => {
  it('never upscale: the largest is the original up to 1600 wide, smaller widths only below it', () => {
    expect(largestVariantOf({ width: 4000, height: 3000 })).toEqual({ width: 1600, height: 1200 })
    expect(largestVariantOf({ width: 700, height: 500 })).toEqual({ width: 700, height: 500 })
    expect(variantSizesOf({ width: 700, height: 500 }).map((size) => size.width)).toEqual([480, 700])
    expect(variantSizesOf({ width: 300, height: 200 })).toEqual([{ width: 300, height: 200 }])
  })

  it('the pages derive the same heights from the largest variant as the server made', () => {
    // An awkward ratio: heights are rounded from the largest variant on both sides.
    const largest = largestVariantOf({ width: 1999, height: 1001 })
    const fromUrl = responsiveImageOf(variantUrl(id, largest))
    const expected = variantSizesOf(largest)
      .map((size) => `${variantUrl(id, size)} ${size.width}w`)
      .join(', ')
    expect(fromUrl).toEqual({ src: variantUrl(id, largest), srcSet: expected, ...largest })
  })
})

describe('responsiveImageOf', () => {
  it('leaves other URLs alone', () => {
    for (const url of [
      '/images/blog/sampling.svg',
      'https://example.com/images/uploads/x.webp',
      `/images/uploads/${id}-1601x900.webp`,
      `/images/uploads/${id.toUpperCase()}-800x400.webp`,
    ])
      expect(responsiveImageOf(url)).toEqual({ src: url })
  })

  it('parses only well-formed variant URLs', () => {
    expect(parseVariantUrl(`/images/uploads/${id}-960x504.webp`)).toEqual({ id, width: 960, height: 504 })
    expect(parseVariantUrl(`/images/uploads/${id}-0x504.webp`)).toBeNull()
    expect(parseVariantUrl(`/images/uploads/${id}-960x504.webp?x=1`)).toBeNull()
  })
})
