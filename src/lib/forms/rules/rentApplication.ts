// rent-application: a rent profile with a CV. The total payable at signing is computed from the
// property (../rent.ts), stored with the submission and named in the mails.
import { formatPrice } from '@/lib/domain'

import { thankYouPath } from '@/lib/site/paths'
import { formsTranslator } from '../messages'
import { totalPayableAtSigning } from '../rent'
import { formSchemas } from '../schemas'

import { standardMails } from './shared'
import type { Doc, FormRules } from './types'

/** What the tenant pays at signing, from the looked-up property's figures. */
const atSigning = ({ price, chargesTenant, inventoryCost, finance }: Doc) =>
  totalPayableAtSigning({ price, chargesTenant, inventoryCost, finance })

export const rentApplication: FormRules<'rent-application'> = {
  kind: 'rent-application',
  schema: formSchemas['rent-application'],
  stores: ({ property }) => (property ? { content: { totalAtSigning: atSigning(property) } } : {}),
  extraLines: ({ property }, locale) => {
    if (!property) return []
    const t = formsTranslator(locale)
    const { total } = atSigning(property)
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
