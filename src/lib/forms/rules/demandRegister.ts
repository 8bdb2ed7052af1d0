// demand-register: "keep me informed". Besides the submission it stores the saved search, pending
// (docs/decisions/0023), and queues its double opt-in mail, which holds only our own text and the
// link, so it goes out without the captcha too.
import { alertConfirmUrl } from '@/lib/alerts/links'
import { alertConfirmMail } from '@/lib/alerts/mail'
import { createSavedSearch } from '@/lib/alerts/subscriptions'

import { thankYouPath } from '@/lib/site/paths'
import { formSchemas } from '../schemas'

import { standardMails } from './shared'
import type { FormRules } from './types'

/** The saved search's token, for its confirmation link. */
type Stored = string

export const demandRegister: FormRules<'demand-register', unknown, Stored> = {
  kind: 'demand-register',
  schema: formSchemas['demand-register'],
  store: ({ payload, req, values, email, locale, origin, submission }) =>
    createSavedSearch({
      payload,
      req,
      values: values as Record<string, unknown>,
      email,
      locale,
      origin,
      submission,
    }),
  mails: (m) => [
    ...standardMails(m),
    {
      purpose: 'alert-confirm',
      to: m.email,
      mail: alertConfirmMail({
        locale: m.locale,
        confirmUrl: alertConfirmUrl(m.origin, m.stored),
        agencyName: m.agency.name,
      }),
    },
  ],
  thankYou: (locale) => thankYouPath(locale, 'demand-register'),
}
