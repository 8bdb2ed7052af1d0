import { z } from 'zod'

import { isOfferAmount } from '../offerAmountRule'

import {
  date,
  email,
  envelope,
  MAX_LONG_TEXT,
  objectId,
  optionalPhone,
  optionalText,
  requiredText,
  zip,
  formObject,
} from './fields'

const signer = z.object(
  {
    firstName: requiredText('firstNameRequired'),
    lastName: requiredText('lastNameRequired'),
    street: requiredText('streetRequired'),
    houseNumber: requiredText('houseNumberRequired', 20),
    zip: zip(),
    city: requiredText('cityRequired'),
    country: optionalText(100),
  },
  { error: 'invalidValue' },
)

const endsAfterStart = (value: { startDate: string; endDate: string }) =>
  value.endDate > value.startDate
const endDateInvalid = { path: ['endDate'], message: 'endDateInvalid' }

/**
 * Offer to purchase. The amount is given in digits; the words are derived (amountInWords) for
 * the mails and shown live by the form. 10 % of it is paid at signing.
 */
export const offerSchema = formObject({
  ...envelope(),
  email: email(),
  phone: optionalPhone(),
  signerA: signer,
  signerB: signer.optional(),
  // Digits only (a number, or a string of digits from a text input); the words are derived.
  amount: z.custom<number | string>(isOfferAmount, 'amountInvalid').transform(Number),
  startDate: date('startDateIncomplete'),
  endDate: date('endDateIncomplete'),
  place: requiredText('placeRequired'),
  signingDate: date('signingDateIncomplete'),
  conditions: requiredText('conditionsRequired', MAX_LONG_TEXT),
  propertyId: objectId('propertyIdRequired'),
}).refine(endsAfterStart, endDateInvalid)

/**
 * The period on its own, with its rule. zod skips an object's refinements while any other field
 * is missing or wrong, so the browser also checks this part alone: "end after start" shows
 * together with the other errors of the step.
 */
export const offerPeriodSchema = z
  .object({ startDate: date('startDateIncomplete'), endDate: date('endDateIncomplete') })
  .refine(endsAfterStart, endDateInvalid)

export { offerSteps } from '../steps'
