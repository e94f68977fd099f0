import { describe, expect, it } from 'vitest'
import { schoolSourceLine } from './school-source'

describe('the school page’s source line', () => {
  it('names the IPEDS directory and its year, and HIFLD for enrollment, for an imported school', () => {
    expect(schoolSourceLine({ unitid: 199120 })).toBe(
      'Source: IPEDS 2022 directory (NCES) and HIFLD enrollment',
    )
  })

  it('follows the edition the data states', () => {
    const edition = { directory: 'IPEDS', directoryYear: 2023, publisher: 'NCES', enrollment: 'HIFLD' }
    expect(schoolSourceLine({ unitid: 199120 }, edition)).toBe(
      'Source: IPEDS 2023 directory (NCES) and HIFLD enrollment',
    )
  })

  it('says a school without a UNITID was added by staff', () => {
    expect(schoolSourceLine({ unitid: null })).toBe('Added by staff')
  })
})
