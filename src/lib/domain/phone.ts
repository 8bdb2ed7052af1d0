const GROUPS: Record<number, number[]> = {
  10: [4, 2, 2, 2], // mobile: 0475 12 34 56
  9: [3, 2, 2, 2], // fixed line: 050 12 34 56
}

/**
 * A Belgian phone number grouped for reading: 10 digits 4-2-2-2, 9 digits 3-2-2-2; any other
 * count of digits returns the input unchanged.
 *
 * Decision: a number written in international form (starting with `+` or `00`) is returned
 * unchanged whatever its digit count. Grouping its digits as a national number would turn
 * `+32 50 12 34 56` (10 digits) into `3250 12 34 56`, dropping the plus and misplacing the
 * area code.
 */
export function formatPhone(input: string): string {
  if (/^\s*(?:\+|00)/.test(input)) return input
  const digits = input.replace(/\D/g, '')
  const groups = GROUPS[digits.length]
  if (!groups) return input

  const parts: string[] = []
  let start = 0
  for (const size of groups) {
    parts.push(digits.slice(start, start + size))
    start += size
  }
  return parts.join(' ')
}

/** A phone number as a `tel:` link: its digits and the leading +. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
