import { describe, expect, it } from 'vitest'
import { ConfigError, parseConfig } from '@/server/config'
import { isOff, parseOfficeHours, type WeeklyHours } from './office-hours'

const hours = (text: string): WeeklyHours => {
  const parsed = parseOfficeHours(text)
  if (typeof parsed === 'string') throw new Error(parsed)
  return parsed
}
const range = (start: string, end: string) => {
  const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3))
  return { start: minutes(start), end: minutes(end) }
}

describe('BOOKING_HOURS', () => {
  it('defaults to weekdays 9 to 5, so a fresh install offers times with no settings', () => {
    const config = parseConfig({})
    const nineToFive = [range('09:00', '17:00')]
    expect(config.BOOKING_HOURS).toEqual([[], nineToFive, nineToFive, nineToFive, nineToFive, nineToFive, []])
    expect(config.BOOKING_TIMEZONE).toBe('America/New_York')
    expect(config.BOOKING_SLOT_MINUTES).toBe(30)
  })

  it('reads several groups, several ranges a day, full day names and spaces around dashes', () => {
    const parsed = hours('Mon-Thu 09:00-12:00 13:00 - 17:30; friday 08:30-12:00, Sat 10:00-14:00')
    expect(parsed[1]).toEqual([range('09:00', '12:00'), range('13:00', '17:30')])
    expect(parsed[4]).toEqual([range('09:00', '12:00'), range('13:00', '17:30')])
    expect(parsed[5]).toEqual([range('08:30', '12:00')])
    expect(parsed[6]).toEqual([range('10:00', '14:00')])
    expect(parsed[0]).toEqual([])
  })

  it('lets a range of days wrap around the week, and a day end at 24:00', () => {
    const parsed = hours('Fri-Mon 20:00-24:00')
    expect(parsed.map((day) => day.length)).toEqual([1, 1, 0, 0, 0, 1, 1])
    expect(parsed[0]).toEqual([{ start: 20 * 60, end: 24 * 60 }])
  })

  it('keeps a day’s ranges in order when they come from separate groups', () => {
    expect(hours('Mon 13:00-15:00, Mon 09:00-10:00')[1]).toEqual([
      range('09:00', '10:00'),
      range('13:00', '15:00'),
    ])
  })

  it('"off" offers no time at all', () => {
    expect(isOff(hours('off'))).toBe(true)
    expect(isOff(parseConfig({ BOOKING_HOURS: 'OFF' }).BOOKING_HOURS)).toBe(true)
  })

  it.each([
    ['Mon-Fri 9-5', /"9-5" is not a time range on the 24-hour clock/],
    ['09:00-17:00', /"09:00-17:00" needs days and at least one time range/],
    ['Funday 09:00-17:00', /"Funday" is not a day or a range of days/],
    ['Mo 09:00-17:00', /"Mo" is not a day/],
    ['Mon-Tue-Wed 09:00-17:00', /"Mon-Tue-Wed" is not a day or a range of days/],
    ['Mon 17:00-09:00', /"17:00-09:00": the end must be after the start/],
    ['Mon 09:00-24:30', /"09:00-24:30" is not a time range/],
    ['Mon 24:00-24:00', /"24:00-24:00" is not a time range/],
    ['Mon 09:75-10:00', /"09:75-10:00" is not a time range/],
    ['Mon 09:00-12:00 11:00-13:00', /Mon: 09:00-12:00 and 11:00-13:00 overlap/],
    ['Mon-Fri 09:00-17:00, Wed 12:00-13:00', /Wed: 09:00-17:00 and 12:00-13:00 overlap/],
    ['Mon-Fri 09:00-17:00,', /groups separated by commas/],
    ['', /groups separated by commas/],
  ])('refuses %j with a message that says what is wrong', (text, message) => {
    expect(() => parseConfig({ BOOKING_HOURS: text || ' ' })).toThrow(ConfigError)
    expect(() => parseConfig({ BOOKING_HOURS: text || ' ' })).toThrow(
      /^Invalid configuration: BOOKING_HOURS: /,
    )
    expect(parseOfficeHours(text)).toMatch(message)
  })

  it('refuses hours with no range as long as one call, an unknown time zone and an odd call length', () => {
    expect(() => parseConfig({ BOOKING_HOURS: 'Mon 09:00-09:20' })).toThrow(
      /BOOKING_HOURS: no range is as long as one call \(BOOKING_SLOT_MINUTES=30\)/,
    )
    expect(
      parseConfig({ BOOKING_HOURS: 'Mon 09:00-09:20', BOOKING_SLOT_MINUTES: '20' }).BOOKING_SLOT_MINUTES,
    ).toBe(20)
    expect(() => parseConfig({ BOOKING_TIMEZONE: 'Mars/Olympus_Mons' })).toThrow(
      /BOOKING_TIMEZONE: must be an IANA time zone/,
    )
    expect(() => parseConfig({ BOOKING_SLOT_MINUTES: '5' })).toThrow(/BOOKING_SLOT_MINUTES/)
    expect(() => parseConfig({ BOOKING_SLOT_MINUTES: 'half an hour' })).toThrow(/BOOKING_SLOT_MINUTES/)
  })
})
