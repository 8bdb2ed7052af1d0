import {
  contactFields,
  envelope,
  firstName,
  lastName,
  requiredText,
  MAX_LONG_TEXT,
  formObject,
} from './fields'

/** General question (contact page). */
export const contactSchema = formObject({
  ...envelope(),
  ...contactFields,
  firstName: firstName(),
  lastName: lastName(),
  remarks: requiredText('remarksRequired', MAX_LONG_TEXT),
})
