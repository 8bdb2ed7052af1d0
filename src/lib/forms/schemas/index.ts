// One zod schema per form kind, shared by the browser (react-hook-form) and the endpoint.
import type { z } from 'zod'

import type { FormKind } from '@/lib/site/formKinds'
import { appointmentSchema } from './appointment'
import { brochureSchema } from './brochure'
import { callMeSchema } from './callMe'
import { contactSchema } from './contact'
import { demandRegisterSchema } from './demandRegister'
import { documentRequestSchema } from './documentRequest'
import { jobSchema } from './job'
import { newsletterSchema } from './newsletter'
import { offerSchema } from './offer'
import { rentApplicationSchema } from './rentApplication'
import { sendToFriendSchema } from './sendToFriend'
import { testimonialSchema } from './testimonial'
import { valuationSchema } from './valuation'
import { visitRequestSchema } from './visitRequest'

export const formSchemas = {
  contact: contactSchema,
  'visit-request': visitRequestSchema,
  appointment: appointmentSchema,
  valuation: valuationSchema,
  'send-to-friend': sendToFriendSchema,
  testimonial: testimonialSchema,
  'document-request': documentRequestSchema,
  'demand-register': demandRegisterSchema,
  offer: offerSchema,
  'rent-application': rentApplicationSchema,
  job: jobSchema,
  brochure: brochureSchema,
  'call-me': callMeSchema,
  newsletter: newsletterSchema,
} satisfies Record<FormKind, z.ZodType>

export type FormSchemas = typeof formSchemas
export type FormInput<K extends FormKind> = z.input<FormSchemas[K]>
export type FormData<K extends FormKind> = z.output<FormSchemas[K]>

/** Fields that carry a file; only a multipart body can fill them. */
export const fileFields: Partial<Record<FormKind, readonly string[]>> = {
  'rent-application': ['cv'],
  job: ['cv'],
  testimonial: ['image'],
}

/** The honeypot field of a kind (testimonial has its own `website` field). */
export const honeypotField = (kind: FormKind) => (kind === 'testimonial' ? 'homepage' : 'website')

export { valuationSchema, valuationSteps } from './valuation'
export * from './fields'
