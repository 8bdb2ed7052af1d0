// The table of the form kinds' rules: one file per kind beside this one. A new kind is a name
// in ../kinds.ts (the public list and its thank-you slugs), a schema in ../schemas, and a file
// here registered below.
import type { FormKind } from '@/lib/site/formKinds'

import { appointment } from './appointment'
import { brochure } from './brochure'
import { callMe } from './callMe'
import { contact } from './contact'
import { demandRegister } from './demandRegister'
import { documentRequest } from './documentRequest'
import { job } from './job'
import { newsletter } from './newsletter'
import { offer } from './offer'
import { rentApplication } from './rentApplication'
import { sendToFriend } from './sendToFriend'
import { testimonial } from './testimonial'
import type { FormRules } from './types'
import { valuation } from './valuation'
import { visitRequest } from './visitRequest'

export const formRules: { [K in FormKind]: FormRules<K> } = {
  contact,
  'visit-request': visitRequest,
  appointment,
  valuation,
  'send-to-friend': sendToFriend,
  testimonial,
  'document-request': documentRequest,
  'demand-register': demandRegister,
  offer,
  'rent-application': rentApplication,
  job,
  brochure,
  'call-me': callMe,
  newsletter,
}

export type { FormRules } from './types'
