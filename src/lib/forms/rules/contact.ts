// contact: A general question. Nothing beyond the common steps.
import { thankYouPath } from '@/lib/site/paths'
import { formSchemas } from '../schemas'

import { standardMails } from './shared'
import type { FormRules } from './types'

export const contact: FormRules<'contact'> = {
  kind: 'contact',
  schema: formSchemas['contact'],
  mails: standardMails,
  thankYou: (locale) => thankYouPath(locale, 'contact'),
}
