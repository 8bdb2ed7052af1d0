import { z } from 'zod'

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
  amount: z
    .custom<number | string>(
      (value) =>
        (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value < 1e10) ||
        (typeof value === 'string' && /^\s*\d{1,10}\s*$/.test(value) && Number(value) >= 1),
      'amountInvalid',
    )
    .transform(Number),
  startDate: date('startDateIncomplete'),
  endDate: date('endDateIncomplete'),
  place: requiredText('placeRequired'),
  signingDate: date('signingDateIncomplete'),
  conditions: requiredText('conditionsRequired', MAX_LONG_TEXT),
  propertyId: objectId('propertyIdRequired'),
}).refine((value) => value.endDate > value.startDate, {
  path: ['endDate'],
  message: 'endDateInvalid',
})
