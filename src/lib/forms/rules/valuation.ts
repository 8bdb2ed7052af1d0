// valuation: A free valuation, in steps in the browser, one body here. Nothing beyond the common steps.
import { thankYouPath } from '@/lib/site/paths'
import { formSchemas } from '../schemas'

import { standardMails } from './shared'
import type { FormRules } from './types'

export const valuation: FormRules<'valuation'> = {
  kind: 'valuation',
  schema: formSchemas['valuation'],
  mails: standardMails,
  thankYou: (locale) => thankYouPath(locale, 'valuation'),
}
