// appointment: books one place of an online appointment slot. The slot must be open and in the
// future (else 400), and not full (else 409 "De afspraken zijn volzet", docs/forms-api.md); the
// place is taken inside the submission's transaction, so two visitors never take the last one.
import type { Payload } from 'payload'

import { localeTags } from '@/i18n/locales'

import { thankYouPath } from '@/lib/site/paths'
import { formsTranslator } from '../messages'
import { formSchemas } from '../schemas'
import { bookSlot } from '../slots'

import { standardMails } from './shared'
import { refuse, type Doc, type FormRules } from './types'

type Slot = Doc & {
  start: string
  end: string
  capacity: number
  bookedCount?: number | null
  status?: string
}

const findSlot = async (payload: Payload, id: string) => {
  try {
    return (await payload.findByID({
      collection: 'appointment-slots',
      id,
      depth: 0,
      disableErrors: true,
    })) as unknown as Slot | null
  } catch {
    return null
  }
}

export const appointment: FormRules<'appointment', Slot> = {
  kind: 'appointment',
  schema: formSchemas.appointment,
  async check({ payload, values, now }) {
    const slot = await findSlot(payload, String(values.slotId))
    if (!slot || slot.status === 'cancelled' || new Date(slot.start) < now) {
      return refuse(400, 'slotId', 'slotUnavailable')
    }
    if ((slot.bookedCount ?? 0) >= slot.capacity) return refuse(409, 'slotId', 'appointmentsFull')
    return { found: slot }
  },
  stores: ({ found }) => ({ appointmentSlot: found.id }),
  aboutLines: ({ found }, locale) => [
    {
      label: formsTranslator(locale)('mail.slot'),
      value: new Intl.DateTimeFormat(localeTags[locale], {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: 'Europe/Brussels',
      }).format(new Date(found.start)),
    },
  ],
  async store({ payload, req, found }) {
    // The slot was free when read; another visitor may have taken its last place since.
    if (!(await bookSlot(payload, found.id, req))) return refuse(409, 'slotId', 'appointmentsFull')
  },
  mails: standardMails,
  thankYou: (locale) => thankYouPath(locale, 'appointment'),
}
