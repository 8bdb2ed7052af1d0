import { contactFields, envelope, file, firstName, lastName, phone, formObject } from './fields'

/** Job application with a CV (PDF, DOC or DOCX, at most 5 MB, checked by content on the server). */
export const jobSchema = formObject({
  ...envelope(),
  ...contactFields,
  firstName: firstName(),
  lastName: lastName(),
  phone: phone(),
  cv: file('cvRequired'),
})
