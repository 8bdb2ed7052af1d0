// The rule of an offer's amount, without zod: the schema checks it, and the browser form shows
// the amount in words and its advance as it is typed, without loading the schema.

/** Whole euros in digits: a number, or a string of up to ten digits, at least 1. */
export const isOfferAmount = (value: unknown): value is number | string =>
  (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value < 1e10) ||
  (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) && Number(value) >= 1)
