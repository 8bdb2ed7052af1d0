import { describe, expect, it } from 'vitest'

import { dayOf, groupSlotsByDay, toSlotDays } from '@/lib/forms/slotDays'
import type { FreeSlot } from '@/lib/forms/slots'

const brussels = 'Europe/Brussels'
const slot = (id: string, start: string, end: string): FreeSlot => ({ id, start, end, free: 1 })

describe('appointment slots per day', () => {
  it('takes the day of the agency’s time zone, not the UTC one', () => {
    // 23:30 UTC on 14 March is 00:30 on 15 March in Brussels (winter time, UTC+1).
    expect(dayOf('2026-03-14T23:30:00.000Z', brussels)).toBe('2026-03-15')
    // Summer time (UTC+2): 22:15 UTC on 1 July is already 2 July.
    expect(dayOf('2026-07-01T22:15:00.000Z', brussels)).toBe('2026-07-02')
    expect(dayOf('2026-07-01T08:00:00.000Z', brussels)).toBe('2026-07-01')
  })

  it('groups the slots per day, days and slots in time order', () => {
    const days = groupSlotsByDay(
      [
        slot('3', '2026-05-12T12:00:00.000Z', '2026-05-12T12:30:00.000Z'),
        slot('1', '2026-05-11T08:00:00.000Z', '2026-05-11T08:30:00.000Z'),
        slot('4', '2026-05-12T07:00:00.000Z', '2026-05-12T07:30:00.000Z'),
        slot('2', '2026-05-11T13:00:00.000Z', '2026-05-11T13:30:00.000Z'),
      ],
      brussels,
    )
    expect(days.map((day) => [day.day, day.slots.map((item) => item.id)])).toEqual([
      ['2026-05-11', ['1', '2']],
      ['2026-05-12', ['4', '3']],
    ])
  })

  it('puts a late-evening slot on its Brussels day, beside that day’s other slots', () => {
    const days = groupSlotsByDay(
      [
        slot('late', '2026-01-09T23:15:00.000Z', '2026-01-09T23:45:00.000Z'),
        slot('morning', '2026-01-10T09:00:00.000Z', '2026-01-10T09:30:00.000Z'),
      ],
      brussels,
    )
    expect(days).toHaveLength(1)
    expect(days[0].day).toBe('2026-01-10')
  })

  it('gives no day when no slot is free', () => {
    expect(groupSlotsByDay([], brussels)).toEqual([])
    expect(toSlotDays([], { timeZone: brussels, formatDay: String, formatTime: String })).toEqual(
      [],
    )
  })

  it('writes each day and each slot out with the formatters it is given', () => {
    const dayFormat = new Intl.DateTimeFormat('nl-BE', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: brussels,
    })
    const timeFormat = new Intl.DateTimeFormat('nl-BE', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: brussels,
    })
    const days = toSlotDays(
      [
        slot('7', '2026-05-11T08:00:00.000Z', '2026-05-11T08:30:00.000Z'),
        slot('8', '2026-05-11T13:00:00.000Z', '2026-05-11T14:00:00.000Z'),
      ],
      {
        timeZone: brussels,
        formatDay: (start) => dayFormat.format(start),
        formatTime: (start, end) => `${timeFormat.format(start)}–${timeFormat.format(end)}`,
      },
    )
    expect(days).toEqual([
      {
        day: '2026-05-11',
        label: 'maandag 11 mei',
        slots: [
          { id: '7', label: '10:00–10:30' },
          { id: '8', label: '15:00–16:00' },
        ],
      },
    ])
  })
})
