// The shape of one form kind's rules (src/lib/forms/rules/<kind>.ts): what submitForm
// (src/lib/forms/submit.ts) asks of a kind at each step of its pipeline. Everything a kind does
// not say is the same for every form: the envelope, the property or project it is about, the
// submission row, the newsletter opt-in, the outbox.
import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import type { OutboxMail } from '@/lib/mail/outbox'
import type { Line, LinesIn } from '@/lib/mail/templates'

import type { Refusal } from '../errors'
import type { FormKind } from '@/lib/site/formKinds'
import type { AgencyIdentity, Doc } from '../lookups'
import type { FormData, FormSchemas } from '../schemas'

export type { Refusal } from '../errors'
export { isRefusal, refuse } from '../errors'

export type { Doc } from '../lookups'

/** What every step knows once the body is valid and the envelope passed. */
export type FormInput<K extends FormKind = FormKind> = {
  kind: K
  payload: Payload
  /** The site's origin for the links in the mails. */
  origin: string
  /** The visitor's language. */
  locale: Locale
  now: Date
  values: FormData<K>
  /** The visitor's address, lower-cased. */
  email: string
  /** Sent with a solved captcha (or with the captcha off); false for a browser's form post without one (docs/decisions/0012). */
  verified: boolean
  /** The published property (`propertyId`) or project (`projectId`) the form is about. */
  property: Doc | null
  project: Doc | null
}

/** After the kind's check: what it found (a slot, say) goes on to its later steps. */
export type Checked<K extends FormKind, Found> = FormInput<K> & { found: Found }

/** Inside the submission's transaction. */
export type Storing<K extends FormKind, Found> = Checked<K, Found> & {
  req: PayloadRequest
  submission: number | string
  name: string
}

/** What the mails are made of. */
export type Mailing<K extends FormKind, Found, Stored> = Checked<K, Found> & {
  stored: Stored
  submission: number | string
  /** The visitor's name as the mails address them. */
  name: string
  /** The stored fields, as the mails list them. */
  content: Record<string, unknown>
  agency: AgencyIdentity
  /** What the form is about (the property, project or slot), in each mail's language. */
  about: LinesIn
  /** What the site derived (an offer's advance), and the flag of a submission without captcha. */
  extras: LinesIn
  /** The newsletter's unsubscribe link, when the visitor subscribed with this form. */
  unsubscribeUrl?: string
}

/**
 * One kind's rules. The steps are methods (not function-valued properties) so that each kind
 * keeps its own types where it is written while the table (./index.ts) holds all fourteen as one
 * type; the pipeline only ever hands a kind back what that kind produced.
 */
export type FormRules<K extends FormKind = FormKind, Found = unknown, Stored = unknown> = {
  kind: K
  /** The zod schema the browser shares (src/lib/forms/schemas). */
  schema: FormSchemas[K]
  /** Checks that need the database, after the envelope and the property/project lookup. */
  check?(input: FormInput<K>): Promise<Refusal | { found: Found }>
  /** What the submission stores beyond the visitor's fields: derived values and relations. */
  stores?(input: Checked<K, Found>): {
    content?: Record<string, unknown>
    appointmentSlot?: number | string
  }
  /** Lines the mails show above the visitor's fields (what the form is about). */
  aboutLines?(input: Checked<K, Found>, locale: Locale): Line[]
  /** Lines the mails show below the visitor's fields (what the site derived). */
  extraLines?(input: Checked<K, Found>, locale: Locale): Line[]
  /** Writes of its own beside the submission, in the same transaction; a refusal undoes all. */
  store?(input: Storing<K, Found>): Promise<Refusal | Stored>
  /** `always` for the sign-up form; every other form subscribes when its `newsletter` box is ticked. */
  newsletter?: 'always' | 'on-opt-in'
  /** The mails it queues, in order, through the outbox; `null` for a mail that does not apply. */
  mails(mailing: Mailing<K, Found, Stored>): (OutboxMail | null)[]
  /** Where the visitor goes once it is stored. */
  thankYou(locale: Locale): string
}
