// job: A job application with a CV (the pipeline stores the file privately). Nothing beyond the common steps.
import { thankYouPath } from '@/lib/site/paths'
import { formSchemas } from '../schemas'

import { standardMails } from './shared'
import type { FormRules } from './types'

export const job: FormRules<'job'> = {
  kind: 'job',
  schema: formSchemas['job'],
  mails: standardMails,
  thankYou: (locale) => thankYouPath(locale, 'job'),
}
