import { contactFields, envelope, firstName, lastName, objectId, phone, formObject } from './fields'

/** A property's documents; the same address asking again within 30 days answers 409. */
export const documentRequestSchema = formObject({
  ...envelope(),
  ...contactFields,
  firstName: firstName(),
  lastName: lastName(),
  phone: phone(),
  propertyId: objectId('propertyIdRequired'),
})
