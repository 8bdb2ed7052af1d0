// testimonial: stored with the submission and, unapproved, in the testimonials collection, where
// the staff approve it before it shows. A photo stays private with the submission. Its honeypot
// is `homepage` (its `website` field is the visitor's own site).
import { thankYouPath } from '@/lib/site/paths'
import { formSchemas } from '../schemas'

import { standardMails } from './shared'
import type { FormRules } from './types'

export const testimonial: FormRules<'testimonial'> = {
  kind: 'testimonial',
  schema: formSchemas.testimonial,
  async store({ payload, req, values, name, locale }) {
    if (!('testimonials' in payload.collections)) return
    await payload.create({
      collection: 'testimonials',
      data: {
        name,
        opinion: String(values.opinion),
        aboutYou: values.aboutYou || undefined,
        website: values.website || undefined,
        language: locale,
        approved: false,
        postedBy: 'visitor',
      },
      req,
    })
  },
  mails: standardMails,
  thankYou: (locale) => thankYouPath(locale, 'testimonial'),
}
