import { z } from 'zod'

import { contactFields, contactSlotValues, envelope, firstName, phone, formObject } from './fields'

/** Call-back request in one or more of the contact time slots. */
export const callMeSchema = formObject({
  ...envelope(),
  ...contactFields,
  firstName: firstName(),
  phone: phone(),
  contactSlots: z
    .array(z.enum(contactSlotValues, { error: 'invalidValue' }), { error: 'contactSlotsRequired' })
    .min(1, 'contactSlotsRequired')
    .max(3, 'invalidValue'),
})
