// offer: an offer to purchase. The amount is stored in words too (in the visitor's language),
// and the mails name the 10 % advance.
import { amountInWords, formatPrice } from '@/lib/domain'

import { thankYouPath } from '@/lib/site/paths'
import { formsTranslator } from '../messages'
import { OFFER_ADVANCE_RATE } from '../rent'
import { formSchemas } from '../schemas'

import { standardMails } from './shared'
import type { FormRules } from './types'

export const offer: FormRules<'offer'> = {
  kind: 'offer',
  schema: formSchemas.offer,
  stores: ({ values, locale }) => ({
    content: { amountInWords: amountInWords(Number(values.amount), locale) },
  }),
  extraLines: ({ values }, locale) => {
    const advance = formatPrice(Number(values.amount) * OFFER_ADVANCE_RATE)
    return [{ label: '10 %', value: formsTranslator(locale)('mail.advance', { advance }) }]
  },
  mails: standardMails,
  thankYou: (locale) => thankYouPath(locale, 'offer'),
}
