import { describe, expect, it } from 'vitest'
import { hasControlCharacter, replaceControlCharacters } from './control-characters'
import { textField } from './text-field'

describe('textField', () => {
  const field = textField('Name is required').trim().min(1, 'Name is required').max(10, 'Too long')

  it('refuses U+0000 and the other C0 controls and DEL, wherever they are', () => {
    for (const code of [0x00, 0x01, 0x08, 0x0b, 0x0c, 0x0e, 0x1b, 0x1f, 0x7f]) {
      const char = String.fromCharCode(code)
      for (const value of [char, `a${char}`, `${char}a`, `a${char}b`]) {
        const result = field.safeParse(value)
        expect(result.success, `U+${code.toString(16).padStart(4, '0')} in ${JSON.stringify(value)}`).toBe(
          false,
        )
        expect(result.error?.issues[0]?.message).toMatch(/control characters/)
      }
    }
  })

  it('keeps tab, line feed and carriage return, and C1 controls, and chains like z.string', () => {
    expect(field.parse(' a\tb\r\nc ')).toBe('a\tb\r\nc')
    expect(field.parse('caf\u0085')).toBe('caf\u0085')
    expect(field.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Too long')
    expect(field.safeParse(42).error?.issues[0]?.message).toBe('Name is required')
  })
})

describe('the rule without zod', () => {
  it('finds and replaces exactly the refused characters', () => {
    expect(hasControlCharacter('plain text\twith\nbreaks\r')).toBe(false)
    expect(hasControlCharacter('a\u0000')).toBe(true)
    expect(replaceControlCharacters('a\u0000b\u007fc\td')).toBe('a\uFFFDb\uFFFDc\td')
  })

  it('treats half a character (a lone surrogate) like a control character, and keeps whole ones', () => {
    expect(hasControlCharacter('a\udc00')).toBe(true)
    expect(hasControlCharacter('\ud83c')).toBe(true)
    expect(hasControlCharacter('cap \ud83c\udf93')).toBe(false)
    expect(replaceControlCharacters('a\ud800b')).toBe('a\uFFFDb')
  })
})
