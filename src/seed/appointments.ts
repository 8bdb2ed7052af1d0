// Online appointment slots for the demo agency: the next ten working days at 10:00 and 14:00
// (Brussels time), one hour each, two places. Relative to the day of seeding, so a fresh clone
// always has slots to book; created only when no future slot exists (a reseed adds none).
import type { Payload } from 'payload'

import { seedContext } from './context'

const WORKING_DAYS = 10
const HOURS = [10, 14]
const CAPACITY = 2

/** The UTC instant of a wall-clock time in Brussels on the given calendar day. */
export const brusselsTime = (day: Date, hour: number): Date => {
  const guess = new Date(
    Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, 0, 0),
  )
  const shown = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    hour: '2-digit',
    hourCycle: 'h23',
  }).format(guess)
  return new Date(guess.getTime() - (Number(shown) - hour) * 3600_000)
}

/** The slots' start times: working days after `today`, in order. */
export const demoSlotStarts = (today: Date): Date[] => {
  const starts: Date[] = []
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()))
  while (starts.length < WORKING_DAYS * HOURS.length) {
    day.setUTCDate(day.getUTCDate() + 1)
    const weekday = day.getUTCDay()
    if (weekday === 0 || weekday === 6) continue
    for (const hour of HOURS) starts.push(brusselsTime(day, hour))
  }
  return starts
}

export const seedAppointmentSlots = async (payload: Payload, today = new Date()) => {
  const future = await payload.count({
    collection: 'appointment-slots',
    where: { start: { greater_than: today.toISOString() } },
  })
  if (future.totalDocs > 0) return 0
  const starts = demoSlotStarts(today)
  for (const start of starts) {
    await payload.create({
      collection: 'appointment-slots',
      data: {
        start: start.toISOString(),
        end: new Date(start.getTime() + 3600_000).toISOString(),
        capacity: CAPACITY,
        status: 'open',
      },
      context: seedContext,
    })
  }
  return starts.length
}
