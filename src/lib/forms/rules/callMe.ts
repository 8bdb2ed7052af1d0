// call-me: A call-back request. Nothing beyond the common steps.
import { thankYouPath } from '@/lib/site/paths'
import { formSchemas } from '../schemas'

import { standardMails } from './shared'
import type { FormRules } from './types'

export const callMe: FormRules<'call-me'> = {
  kind: 'call-me',
  schema: formSchemas['call-me'],
  mails: standardMails,
  thankYou: (locale) => thankYouPath(locale, 'call-me'),
}
