import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '@/server/features/blog/markdown'
import { imageMarkdown, insertBlock } from './image-markdown'

const url = '/images/uploads/0123456789abcdef0123456789abcdef-1600x840.webp'

describe('imageMarkdown', () => {
  it('writes the alt and the caption as the title', () => {
    expect(
      imageMarkdown({ url, alt: 'A street team handing out samples', caption: 'Welcome week at Ohio State' }),
    ).toBe(`![A street team handing out samples](${url} "Welcome week at Ohio State")`)
  })

  it('leaves out an empty caption, and keeps an empty alt for a decorative image', () => {
    expect(imageMarkdown({ url, alt: '', caption: '  ' })).toBe(`![](${url})`)
  })

  it('puts each on one line', () => {
    expect(imageMarkdown({ url, alt: 'Two\nlines ', caption: 'A\n\nbreak' })).toBe(
      `![Two lines](${url} "A break")`,
    )
  })

  it('escapes what markdown would read, so the page shows exactly what was typed', () => {
    const alt = 'A [poster] with *stars*, `code`, <b>tags</b> and a \\ backslash'
    const caption = 'The "Big" day & more &amp; \\ done'
    const markdown = imageMarkdown({ url, alt, caption })
    const html = renderMarkdown(markdown)
    expect(html).toContain(
      'alt="A [poster] with *stars*, `code`, &lt;b&gt;tags&lt;/b&gt; and a \\ backslash"',
    )
    expect(html).toContain('<figcaption>The "Big" day &amp; more &amp;amp; \\ done</figcaption>')
  })
})

describe('insertBlock', () => {
  const block = '![x](/a.png)'

  it('starts an empty text with the block and a blank line after it', () => {
    expect(insertBlock('', 0, block)).toEqual({ text: `${block}\n\n`, cursor: block.length + 2 })
  })

  it('puts the block on a paragraph of its own in the middle of a line', () => {
    const text = 'Before after'
    const { text: result, cursor } = insertBlock(text, 'Before '.length, block)
    expect(result).toBe(`Before \n\n${block}\n\nafter`)
    expect(result.slice(cursor)).toBe('after')
  })

  it('adds only the newlines that are missing', () => {
    expect(insertBlock('One\n\nTwo', 'One\n\n'.length, block).text).toBe(`One\n\n${block}\n\nTwo`)
    expect(insertBlock('One\n', 4, block).text).toBe(`One\n\n${block}\n\n`)
    const { text, cursor } = insertBlock('One\n\nTwo', 3, block)
    expect(text).toBe(`One\n\n${block}\n\nTwo`)
    expect(text.slice(cursor)).toBe('Two')
  })
})
