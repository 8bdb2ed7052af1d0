// brochure: The brochure of a new-build project (the pipeline looks the `projectId` up). Nothing beyond the common steps.
import { thankYouPath } from '@/lib/site/paths'
import { formSchemas } from '../schemas'

import { standardMails } from './shared'
import type { FormRules } from './types'

export const brochure: FormRules<'brochure'> = {
  kind: 'brochure',
  schema: formSchemas['brochure'],
  mails: standardMails,
  thankYou: (locale) => thankYouPath(locale, 'brochure'),
}
