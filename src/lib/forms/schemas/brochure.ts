import { contactFields, envelope, firstName, lastName, objectId, formObject } from './fields'

/** Brochure of a new-build project. */
export const brochureSchema = formObject({
  ...envelope(),
  ...contactFields,
  firstName: firstName(),
  lastName: lastName(),
  projectId: objectId('projectIdRequired'),
})
