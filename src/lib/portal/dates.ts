// Calendar days in Europe/Brussels (docs/owner-portal.md: dates YYYY-MM-DD in Brussels).
export const TIME_ZONE = 'Europe/Brussels'

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Brussels calendar day of a moment, as YYYY-MM-DD. */
export const brusselsDay = (moment: Date | string | number = new Date()): string =>
  dayFormat.format(new Date(moment))

/** The day `offset` days after `day` (negative: before), as YYYY-MM-DD. */
export const addDays = (day: string, offset: number): string => {
  const [y, m, d] = day.split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1, d + offset))
  return date.toISOString().slice(0, 10)
}

/** The `count` days ending with `last`, oldest first. */
export const daysEnding = (last: string, count: number): string[] =>
  Array.from({ length: count }, (_, i) => addDays(last, i - count + 1))

/** Whole days between two YYYY-MM-DD days. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)

/** The Monday of the week of `day`. */
export const weekStart = (day: string): string => {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay() // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7))
}
