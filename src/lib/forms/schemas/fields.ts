// Field builders shared by the form schemas. Every message is a key of the `Forms.errors`
// catalogue namespace; the endpoint and the browser translate it (src/lib/forms/messages.ts).
import { z } from 'zod'

import { locales } from '@/i18n/locales'

import { contactDevices, contactSlotValues, titles } from '../choices'

export const MAX_TEXT = 200
export const MAX_LONG_TEXT = 5000
export const MAX_FILE_BYTES = 5 * 1024 * 1024

/** The object of a whole form: anything but an object is an unreadable body. */
export const formObject = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, { error: 'invalidBody' })

/** A required single-line text; `key` is the message when it is missing, blank or not a string. */
export const requiredText = (key: string, max = MAX_TEXT) =>
  z.string({ error: key }).trim().min(1, { error: key, abort: true }).max(max, 'tooLong')

/** An optional text: absent, empty or a string up to `max` characters. */
export const optionalText = (max = MAX_TEXT) =>
  z.string({ error: 'invalidValue' }).trim().max(max, 'tooLong').optional()

export const email = (required = 'emailRequired', invalid = 'emailInvalid') =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(254, invalid)
    .regex(z.regexes.email, invalid)

/** Belgian, Luxembourg (L-1234) or another country's short postcode. */
export const zip = (required = 'zipRequired') =>
  requiredText(required, 12).regex(/^(L-?)?[0-9A-Za-z -]{3,10}$/, 'zipInvalid')

export const phone = (required = 'phoneRequired') =>
  requiredText(required, 40)
    .regex(/^\+?[0-9 ()./-]{6,}$/, 'phoneInvalid')
    .refine((value) => value.replace(/\D/g, '').length >= 8, 'phoneInvalid')

export const optionalPhone = () =>
  z
    .string({ error: 'phoneInvalid' })
    .trim()
    .max(40, 'tooLong')
    .refine((value) => value === '' || /^\+?[0-9 ()./-]{6,}$/.test(value), 'phoneInvalid')
    .optional()

/** An enum that may also be left empty (an unselected <select> sends ''). */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')], { error: 'invalidValue' })
    .optional()
    .transform((value) => (value ? (value as T[number]) : undefined))

export const choice = <const T extends readonly [string, ...string[]]>(values: T, key: string) =>
  z.enum(values, { error: key })

/** A database id sent as a string or a number; stored as a string. */
export const objectId = (key: string) =>
  z
    .union([z.string(), z.number()], { error: key })
    .transform(String)
    .pipe(z.string().trim().min(1, { error: key, abort: true }).max(64, 'invalidValue'))

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const isRealDate = (value: string) => {
  if (!isoDate.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** A calendar date `YYYY-MM-DD`; anything else (missing, partial, 2026-02-30) is "incomplete". */
export const date = (incomplete: string) =>
  z.string({ error: incomplete }).trim().refine(isRealDate, incomplete)

export const optionalNumber = (min = 0, max = 1_000_000_000) =>
  z
    .number({ error: 'numberInvalid' })
    .min(min, 'numberInvalid')
    .max(max, 'numberInvalid')
    .optional()

export const optionalBoolean = () => z.boolean({ error: 'invalidValue' }).optional()

/** A file from a multipart body (server) or a File (browser): checked by name and size here,
 * by content on the server (src/lib/forms/files.ts). */
export type UploadedFile = { name: string; size: number; type?: string; data?: Uint8Array }

const isFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadedFile).name === 'string' &&
  typeof (value as UploadedFile).size === 'number' &&
  (value as UploadedFile).size > 0

export const documentExtensions = ['pdf', 'doc', 'docx'] as const
export const imageExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? ''

export const file = (
  required: string,
  extensions: readonly string[] = documentExtensions,
  typeKey = 'fileType',
) =>
  z
    .custom<UploadedFile>(isFile, required)
    .refine((value) => value.size <= MAX_FILE_BYTES, 'fileTooLarge')
    .refine((value) => extensions.includes(extensionOf(value.name)), typeKey)

/** Anti-spam and envelope fields every form carries (docs/forms-api.md). */
export const envelope = (honeypot: 'website' | 'homepage' = 'website') => ({
  locale: z.enum(locales, { error: 'invalidValue' }).optional(),
  altcha: z.string({ error: 'captchaInvalid' }).max(20_000, 'captchaInvalid').optional(),
  startedAt: z.string({ error: 'invalidValue' }).max(200, 'invalidValue').optional(),
  // Honeypot: hidden from people, filled in by bots.
  [honeypot]: z.string({ error: 'honeypot' }).max(0, 'honeypot').optional(),
})

// The choices of the forms live in a module without zod: the browser forms show them without
// loading the schemas.
export { contactDevices, contactSlotValues, goals, propertyTypes, titles } from '../choices'

/** The optional common contact fields of the contract; each kind makes some of them required. */
export const contactFields = {
  title: optionalChoice(titles),
  firstName: optionalText(),
  lastName: optionalText(),
  email: email(),
  phone: optionalPhone(),
  street: optionalText(),
  houseNumber: optionalText(20),
  zip: optionalText(12),
  city: optionalText(),
  country: optionalText(100),
  remarks: optionalText(MAX_LONG_TEXT),
  newsletter: optionalBoolean(),
  contactSlots: z
    .array(z.enum(contactSlotValues, { error: 'invalidValue' }), { error: 'invalidValue' })
    .max(3, 'invalidValue')
    .optional(),
  contactDevice: optionalChoice(contactDevices),
}

export const firstName = () => requiredText('firstNameRequired')
export const lastName = () => requiredText('lastNameRequired')
