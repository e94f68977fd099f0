import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { networkCountWording, networkWordsOf } from './network-words'

describe('the network size in words', () => {
  it('rounds down to the first two digits with "+" from 100 up', () => {
    expect(networkCountWording(4082)).toBe('4,000+')
    expect(networkCountWording(160)).toBe('160+')
    expect(networkCountWording(169)).toBe('160+')
    expect(networkCountWording(4199)).toBe('4,100+')
    expect(networkCountWording(100)).toBe('100+')
    expect(networkCountWording(12_345)).toBe('12,000+')
    expect(networkCountWording(18_765_432)).toBe('18,000,000+')
  })

  it('states a small network exactly', () => {
    expect(networkCountWording(0)).toBe('0')
    expect(networkCountWording(3)).toBe('3')
    expect(networkCountWording(99)).toBe('99')
  })

  it('never claims more colleges than there are, nor less than nine tenths of them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (count) => {
        const stated = Number(networkCountWording(count).replace(/[,+]/g, ''))
        return stated <= count && stated > count * 0.9 - 1
      }),
    )
  })
})

describe('the network in words', () => {
  it('words both counts, and states no figure when the count could not be read', () => {
    expect(networkWordsOf({ activeSchools: 4082, students: 18_765_432 })).toEqual({
      colleges: '4,000+',
      students: '18,000,000+',
    })
    expect(networkWordsOf(null)).toEqual({ colleges: 'many', students: 'many' })
  })
})
