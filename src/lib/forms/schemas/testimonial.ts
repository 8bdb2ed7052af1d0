import { z } from 'zod'

import {
  email,
  envelope,
  file,
  imageExtensions,
  MAX_LONG_TEXT,
  optionalText,
  requiredText,
  formObject,
} from './fields'

/**
 * A testimonial, moderated before it shows. Its own `website` field is the visitor's site, so
 * this form's honeypot is called `homepage`.
 */
export const testimonialSchema = formObject({
  ...envelope('homepage'),
  name: requiredText('nameRequired'),
  email: email(),
  opinion: requiredText('opinionRequired', MAX_LONG_TEXT),
  aboutYou: optionalText(1000),
  website: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(300, 'tooLong')
    .refine((value) => value === '' || /^https?:\/\/[^\s<>"]+$/i.test(value), 'invalidValue')
    .optional(),
  image: file('imageType', imageExtensions, 'imageType').optional(),
})
