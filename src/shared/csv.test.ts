import { describe, expect, it } from 'vitest'
import { csvCell, toCsv } from './csv'

describe('csvCell', () => {
  it('leaves plain text and numbers alone and empties null', () => {
    expect(csvCell('Acme Corp')).toBe('Acme Corp')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(-3)).toBe('-3')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
  })

  it('quotes cells with commas, quotes, line breaks or edge spaces, doubling the quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"')
    expect(csvCell('one\r\ntwo')).toBe('"one\r\ntwo"')
    expect(csvCell(' padded ')).toBe('" padded "')
  })

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])(
    'neutralises a text cell that a spreadsheet would run as a formula: %j',
    (value) => {
      const cell = csvCell(value)
      const unquoted = cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell
      expect(unquoted).toBe(`'${value}`)
    },
  )

  it('does not touch formula characters after the first position', () => {
    expect(csvCell('a=b')).toBe('a=b')
    expect(csvCell('x@example.com')).toBe('x@example.com')
  })
})

describe('toCsv', () => {
  it('joins rows with CRLF and ends with one', () => {
    expect(
      toCsv([
        ['a', 1],
        ['b,c', null],
      ]),
    ).toBe('a,1\r\n"b,c",\r\n')
  })
})
