// brochure: The brochure of a new-build project (the pipeline looks the `projectId` up). Nothing beyond the common steps.
import { thankYouPath } from '../kinds'
import { formSchemas } from '../schemas'

import { standardMails } from './shared'
import type { FormRules } from './types'

export const brochure: FormRules<'brochure'> = {
  kind: 'brochure',
  schema: formSchemas['brochure'],
  mails: standardMails,
  thankYou: (locale) => thankYouPath('brochure', locale),
}
