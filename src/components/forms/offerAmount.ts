// The amount of an offer to purchase as the form shows it while it is typed: the digits the
// schema accepts, and the 10 % advance paid at signing on the agent's third-party account.
import { OFFER_ADVANCE_RATE } from '@/lib/forms/rent'
import { isOfferAmount } from '@/lib/forms/offerAmountRule'

/** "350.000" or "350 000" as a Belgian visitor types it → "350000"; the schema checks the rest. */
export const digitsOnly = (value: unknown) =>
  typeof value === 'string' ? value.replace(/[\s.]/g, '') : value

/** The amount typed so far when it is one the schema accepts, else null. */
export const typedAmount = (value: unknown): number | null => {
  return isOfferAmount(value) ? Number(value) : null
}

/** The advance on the offered amount, or on the asking price before an amount is typed. */
export const offerAdvance = (offered: number | null, price: number | null): number | null => {
  const base = offered ?? price
  return base === null || !Number.isFinite(base) ? null : base * OFFER_ADVANCE_RATE
}
