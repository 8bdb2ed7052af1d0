import { email, envelope, optionalText, formObject } from './fields'

/** Newsletter sign-up; double opt-in (a confirmation link is mailed). */
export const newsletterSchema = formObject({
  ...envelope(),
  email: email(),
  firstName: optionalText(),
  lastName: optionalText(),
})
