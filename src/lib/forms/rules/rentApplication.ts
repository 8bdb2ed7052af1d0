// rent-application: a rent profile with a CV. The total payable at signing is computed from the
// property (../rent.ts), stored with the submission and named in the mails.
import { formatPrice } from '@/lib/domain'

import { thankYouPath } from '@/lib/site/paths'
import { formsTranslator } from '../messages'
import { totalPayableAtSigning } from '../rent'
import { formSchemas } from '../schemas'

import { standardMails } from './shared'
import type { FormRules } from './types'

export const rentApplication: FormRules<'rent-application'> = {
  kind: 'rent-application',
  schema: formSchemas['rent-application'],
  stores: ({ property }) =>
    property ? { content: { totalAtSigning: totalPayableAtSigning(property as never) } } : {},
  extraLines: ({ property }, locale) => {
    if (!property) return []
    const t = formsTranslator(locale)
    const { total } = totalPayableAtSigning(property as never)
    return [
      {
        label: t('labels.totalAtSigning'),
        value: t('mail.totalAtSigning', { total: formatPrice(total) }),
      },
    ]
  },
  mails: standardMails,
  thankYou: (locale) => thankYouPath(locale, 'rent-application'),
}
