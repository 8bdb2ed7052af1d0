// newsletter: the sign-up form. Only the double opt-in mail the pipeline queues for every
// subscription (no notification to the agency, no copy to the visitor).
import { thankYouPath } from '@/lib/site/paths'
import { formSchemas } from '../schemas'

import type { FormRules } from './types'

export const newsletter: FormRules<'newsletter'> = {
  kind: 'newsletter',
  schema: formSchemas.newsletter,
  newsletter: 'always',
  mails: () => [],
  thankYou: (locale) => thankYouPath(locale, 'newsletter'),
}
