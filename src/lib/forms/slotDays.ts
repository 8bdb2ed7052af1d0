// The free appointment slots as the appointment form shows them: one group per calendar day of
// the agency's time zone (a slot at 00:30 in Brussels belongs to that day, not to the UTC one),
// each day and slot already written out in the visitor's language.
import type { FreeSlot } from './slots'

export type SlotChoice = { id: string; label: string }
export type SlotDay = { day: string; label: string; slots: SlotChoice[] }

/** The calendar day `YYYY-MM-DD` of an instant in `timeZone`. */
export const dayOf = (instant: string | Date, timeZone: string): string => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instant))
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** Slots grouped per day of `timeZone`, the days and the slots of a day in time order. */
export const groupSlotsByDay = <T extends { start: string }>(
  slots: readonly T[],
  timeZone: string,
): { day: string; slots: T[] }[] => {
  const days = new Map<string, T[]>()
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
  for (const slot of sorted) {
    const day = dayOf(slot.start, timeZone)
    days.set(day, [...(days.get(day) ?? []), slot])
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }))
}

/**
 * The days of the form with their texts: `formatDay` writes a day (from its first slot's start),
 * `formatTime` a slot's start and end (next-intl's formatter on the page, so the visitor's
 * language and the agency's time zone).
 */
export const toSlotDays = (
  slots: readonly FreeSlot[],
  {
    timeZone,
    formatDay,
    formatTime,
  }: {
    timeZone: string
    formatDay: (start: Date) => string
    formatTime: (start: Date, end: Date) => string
  },
): SlotDay[] =>
  groupSlotsByDay(slots, timeZone).map(({ day, slots: daySlots }) => ({
    day,
    label: formatDay(new Date(daySlots[0].start)),
    slots: daySlots.map((slot) => ({
      id: slot.id,
      label: formatTime(new Date(slot.start), new Date(slot.end)),
    })),
  }))
