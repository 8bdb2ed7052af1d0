import type { z } from 'zod'

import {
  choice,
  contactFields,
  envelope,
  firstName,
  goals,
  lastName,
  phone,
  propertyTypes,
  requiredText,
  zip,
  formObject,
} from './fields'

/** Free valuation, in three steps (valuationSteps) that the browser validates one at a time. */
export const valuationSchema = formObject({
  ...envelope(),
  ...contactFields,
  street: requiredText('valuationAddressRequired'),
  houseNumber: requiredText('houseNumberRequired', 20),
  zip: zip(),
  city: requiredText('cityRequired'),
  propertyType: choice(propertyTypes, 'propertyTypeRequired'),
  goal: choice(goals, 'goalRequired'),
  firstName: firstName(),
  lastName: lastName(),
  phone: phone(),
})

/** The fields of each step, in order; the last step also carries the captcha. */
export const valuationSteps = [
  ['street', 'houseNumber', 'zip', 'city', 'propertyType', 'goal'],
  ['title', 'firstName', 'lastName', 'email', 'phone'],
  ['remarks', 'newsletter', 'altcha'],
] as const satisfies readonly (readonly (keyof z.input<typeof valuationSchema>)[])[]
