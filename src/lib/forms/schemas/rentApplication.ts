import { z } from 'zod'

import {
  date,
  email,
  envelope,
  file,
  firstName,
  lastName,
  MAX_LONG_TEXT,
  objectId,
  optionalBoolean,
  optionalText,
  phone,
  requiredText,
  formObject,
} from './fields'

const confirmed = () => z.literal(true, { error: 'confirmationRequired' })

/**
 * Rent application (rent profile) with the five confirmation statements of spec §5; the
 * minimum income, maximum persons and total payable at signing shown beside them come from
 * the settings and the property (src/lib/forms/rent.ts).
 */
export const rentApplicationSchema = formObject({
  ...envelope(),
  firstName: firstName(),
  lastName: lastName(),
  email: email(),
  phone: phone(),
  adults: z
    .number({ error: 'adultsRequired' })
    .int('adultsRequired')
    .min(1, 'adultsRequired')
    .max(20, 'invalidValue'),
  children: z
    .array(
      z.object(
        {
          age: z
            .number({ error: 'ageInvalid' })
            .int('ageInvalid')
            .min(0, 'ageInvalid')
            .max(30, 'ageInvalid'),
        },
        { error: 'invalidValue' },
      ),
      { error: 'invalidValue' },
    )
    .max(20, 'invalidValue')
    .optional(),
  pets: optionalBoolean(),
  petsDescription: optionalText(500),
  movingDate: date('movingDateIncomplete'),
  reason: requiredText('reasonRequired', MAX_LONG_TEXT),
  income1: z
    .number({ error: 'incomeRequired' })
    .min(0, 'incomeRequired')
    .max(10_000_000, 'numberInvalid'),
  income2: z
    .number({ error: 'numberInvalid' })
    .min(0, 'numberInvalid')
    .max(10_000_000, 'numberInvalid')
    .optional(),
  cv: file('cvRequired'),
  confirmIncome: confirmed(),
  confirmProof: confirmed(),
  confirmPersons: confirmed(),
  confirmDescription: confirmed(),
  confirmTotal: confirmed(),
  remarks: optionalText(MAX_LONG_TEXT),
  propertyId: objectId('propertyIdRequired'),
})

export { rentApplicationSteps } from '../steps'
