import { contactFields, envelope, firstName, lastName, objectId, phone, formObject } from './fields'

/** Book one of the agency's online appointment slots; a full slot answers 409. */
export const appointmentSchema = formObject({
  ...envelope(),
  ...contactFields,
  firstName: firstName(),
  lastName: lastName(),
  phone: phone(),
  slotId: objectId('slotIdRequired'),
  propertyId: objectId('propertyIdRequired').optional(),
})
