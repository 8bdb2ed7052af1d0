import { contactFields, envelope, firstName, lastName, objectId, phone, formObject } from './fields'

/** Visit a property. */
export const visitRequestSchema = formObject({
  ...envelope(),
  ...contactFields,
  firstName: firstName(),
  lastName: lastName(),
  phone: phone(),
  propertyId: objectId('propertyIdRequired'),
})
