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

export { valuationSteps } from '../steps'
