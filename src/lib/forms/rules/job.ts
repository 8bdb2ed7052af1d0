// job: A job application with a CV (the pipeline stores the file privately). Nothing beyond the common steps.
import { thankYouPath } from '../kinds'
import { formSchemas } from '../schemas'

import { standardMails } from './shared'
import type { FormRules } from './types'

export const job: FormRules<'job'> = {
  kind: 'job',
  schema: formSchemas['job'],
  mails: standardMails,
  thankYou: (locale) => thankYouPath('job', locale),
}
