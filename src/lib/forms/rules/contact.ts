// contact: A general question. Nothing beyond the common steps.
import { thankYouPath } from '../kinds'
import { formSchemas } from '../schemas'

import { standardMails } from './shared'
import type { FormRules } from './types'

export const contact: FormRules<'contact'> = {
  kind: 'contact',
  schema: formSchemas['contact'],
  mails: standardMails,
  thankYou: (locale) => thankYouPath('contact', locale),
}
