// Server-only read of the appointment page: the free slots, grouped per day and written out in
// the visitor's language. Read per request: a count cached even for a minute would offer a slot
// that is already full.
import 'server-only'

import { getFormatter, getTimeZone } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

import { toSlotDays, type SlotDay } from './slotDays'
import { listFreeSlots } from './slots'

export const getAppointmentDays = async (locale: Locale): Promise<SlotDay[]> => {
  const [payload, format, timeZone] = await Promise.all([
    getPayloadClient(),
    getFormatter({ locale }),
    getTimeZone({ locale }),
  ])
  return toSlotDays(await listFreeSlots(payload), {
    timeZone,
    formatDay: (start) =>
      format.dateTime(start, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone,
      }),
    formatTime: (start, end) =>
      format.dateTimeRange(start, end, { hour: '2-digit', minute: '2-digit', timeZone }),
  })
}
