// The catalogue texts the footer's newsletter form uses in the browser, and nothing else: the
// footer is on every page, so every text listed here travels with every page.
// tests/unit/forms/newsletterMessages.test.ts checks that every error the newsletter schema can
// give is listed.

/** The `Forms.errors` keys of the newsletter schema (src/lib/forms/schemas/newsletter.ts). */
export const newsletterErrorKeys = [
  'invalidBody',
  'invalidValue',
  'tooLong',
  'emailRequired',
  'emailInvalid',
  'captchaInvalid',
  'honeypot',
  // FormShell's texts when the request fails: a refusal without a message, and no answer or a
  // server error (the API error).
  'storeFailed',
  'apiError',
] as const

export const newsletterMessagePaths = [
  ...newsletterErrorKeys.map((key) => `Forms.errors.${key}`),
  // FormShell, the fields and the captcha.
  'Forms.ui.privacy',
  'Forms.ui.sending',
  'Forms.ui.submit',
  'Forms.ui.checkFields',
  'Forms.ui.required',
  'Forms.ui.honeypotLabel',
  'Forms.labels.altcha',
] as const
