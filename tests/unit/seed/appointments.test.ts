import { describe, expect, it } from 'vitest'

import { brusselsTime, demoSlotStarts } from '@/seed/appointments'

const brussels = (date: Date) =>
  new Intl.DateTimeFormat('nl-BE', {
    timeZone: 'Europe/Brussels',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date)

describe('the demo appointment slots', () => {
  it('open at 10:00 and 14:00 Brussels time, in winter and in summer', () => {
    expect(brusselsTime(new Date('2026-01-15T00:00:00Z'), 10).toISOString()).toBe(
      '2026-01-15T09:00:00.000Z',
    )
    expect(brusselsTime(new Date('2026-07-15T00:00:00Z'), 14).toISOString()).toBe(
      '2026-07-15T12:00:00.000Z',
    )
  })

  it('fill the next ten working days after today, never a weekend', () => {
    const starts = demoSlotStarts(new Date('2026-11-27T15:00:00Z')) // a Friday
    expect(starts).toHaveLength(20)
    expect(brussels(starts[0])).toMatch(/^ma.* 10:00$/)
    expect(starts.every((start) => ![0, 6].includes(start.getUTCDay()))).toBe(true)
    expect(starts[0].getTime()).toBeGreaterThan(new Date('2026-11-27T15:00:00Z').getTime())
  })
})
