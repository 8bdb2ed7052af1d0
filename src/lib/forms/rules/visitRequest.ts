// visit-request: A visit of a property (the property is looked up by the pipeline, like every `propertyId`). Nothing beyond the common steps.
import { thankYouPath } from '@/lib/site/paths'
import { formSchemas } from '../schemas'

import { standardMails } from './shared'
import type { FormRules } from './types'

export const visitRequest: FormRules<'visit-request'> = {
  kind: 'visit-request',
  schema: formSchemas['visit-request'],
  mails: standardMails,
  thankYou: (locale) => thankYouPath(locale, 'visit-request'),
}
