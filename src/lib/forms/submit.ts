// submitForm: validate, check anti-spam, look up what the form is about, then store the
// submission and queue its mails in ONE transaction (a mail server outage never loses a lead).
import type { Payload, PayloadRequest } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { defaultLocale, isLocale, localeTags, type Locale } from '@/i18n/locales'
import { amountInWords, formatPhone, formatPrice } from '@/lib/domain'
import { mailFrom } from '@/lib/mail/adapter'
import { queueMail, type OutboxMail } from '@/lib/mail/outbox'
import type { Line, LinesIn } from '@/lib/mail/templates'
import { alertConfirmUrl } from '@/lib/alerts/links'
import { alertConfirmMail } from '@/lib/alerts/mail'
import { createSavedSearch } from '@/lib/alerts/subscriptions'

import { checkEnvelope, envelopeFields } from './envelope'
import { isRefusal, issuesFromZod, type FieldIssue } from './errors'
import { sniffFile } from './files'
import { thankYouPath, type FormKind } from './kinds'
import {
  adminSubmissionUrl,
  newsletterConfirmUrl,
  newsletterUnsubscribeUrl,
  projectUrl,
  propertyUrl,
} from './links'
import { propertyName } from './display'
import { confirmationMail, friendMail, newsletterConfirmationMail, notificationMail } from './mails'
import { formsTranslator, requestLocale } from './messages'
import { subscribe } from './newsletter'
import { OFFER_ADVANCE_RATE, totalPayableAtSigning } from './rent'
import { fileFields, formSchemas, type UploadedFile } from './schemas'
import { checkFriendLimit, friendNote, withoutLinks } from './sendToFriend'
import { bookSlot } from './slots'

export type SubmitContext = {
  payload: Payload
  /** The site's origin for the links in the mails (src/lib/origin.ts `requestOrigin`). */
  origin: string
  /** The language asked for outside the body (`?locale=`). */
  locale?: unknown
  /** Files of a multipart body, by field name. */
  files?: Record<string, UploadedFile>
  /** Posted by a browser's HTML form without JavaScript (see `verified` below). */
  browserForm?: boolean
  now?: Date
}

export type SubmitOutcome =
  | { status: 201; locale: Locale; id: number | string; redirect: string }
  | { status: 400 | 404 | 409; locale: Locale; issues: FieldIssue[] }
  | { status: 429; locale: Locale; issues: FieldIssue[]; retryAfter: number }
  | { status: 503; locale: Locale }

type Doc = Record<string, unknown> & { id: number | string }

const DOCUMENT_REQUEST_DAYS = 30

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const fail = (
  status: 400 | 404 | 409,
  locale: Locale,
  field: string,
  key: string,
): SubmitOutcome => ({
  status,
  locale,
  issues: [{ field, key }],
})

/** A published property or project, or null (unknown id, draft, malformed id). */
const findPublished = async (
  payload: Payload,
  collection: 'properties' | 'projects',
  id: string,
  locale: Locale,
) => {
  if (!(collection in payload.collections)) return null
  try {
    const { docs } = await payload.find({
      collection,
      where: { and: [{ id: { equals: id } }, { _status: { equals: 'published' } }] },
      depth: 1,
      limit: 1,
      locale,
    })
    return (docs[0] as unknown as Doc | undefined) ?? null
  } catch {
    return null
  }
}

/** A property's or project's title in every language (the mails name it in their own). */
const titlesByLocale = async (
  payload: Payload,
  collection: 'properties' | 'projects',
  id: number | string,
): Promise<Partial<Record<Locale, string>>> => {
  try {
    const doc = (await payload.findByID({
      collection,
      id,
      locale: 'all',
      depth: 0,
      select: { title: true },
      disableErrors: true,
    })) as { title?: unknown } | null
    return isPlainObject(doc?.title) ? (doc.title as Partial<Record<Locale, string>>) : {}
  } catch {
    return {}
  }
}

const findSlot = async (payload: Payload, id: string) => {
  try {
    return (await payload.findByID({
      collection: 'appointment-slots',
      id,
      depth: 0,
      disableErrors: true,
    })) as unknown as
      | (Doc & {
          start: string
          end: string
          capacity: number
          bookedCount?: number | null
          status?: string
        })
      | null
  } catch {
    return null
  }
}

const managerEmail = (property: Doc | null): string | null => {
  const manager = property?.manager
  if (typeof manager === 'string' && manager.includes('@')) return manager
  if (isPlainObject(manager) && typeof manager.email === 'string' && manager.email.includes('@'))
    return manager.email
  return null
}

// C0 control characters other than tab and line breaks, and DEL: invisible in every mail and
// screen, and NUL is refused by PostgreSQL (a visitor's text must never turn into a 500).
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/** The body with control characters removed from every string, at any depth. */
const withoutControlCharacters = (value: unknown): unknown => {
  if (typeof value === 'string') return value.replace(CONTROL_CHARACTERS, '')
  if (Array.isArray(value)) return value.map(withoutControlCharacters)
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, withoutControlCharacters(entry)]),
    )
  }
  return value
}

const agencyIdentity = async (payload: Payload) => {
  const settings = (await payload
    .findGlobal({ slug: 'site-settings', depth: 0 })
    .catch(() => null)) as Record<string, unknown> | null
  const identity = isPlainObject(settings?.identity) ? settings.identity : {}
  const email =
    (typeof identity.email === 'string' && identity.email) ||
    process.env.AGENCY_EMAIL?.trim() ||
    mailFrom()
  const name = (typeof settings?.agencyName === 'string' && settings.agencyName) || 'Agency'
  // The agency reads its mails in the site's default language (site settings).
  const locale: Locale = isLocale(settings?.defaultLanguage)
    ? settings.defaultLanguage
    : defaultLocale
  return { email, name, locale }
}

const displayName = (values: Record<string, unknown>): string => {
  if (typeof values.name === 'string') return values.name
  const signer = isPlainObject(values.signerA) ? values.signerA : values
  const parts = [signer.firstName, signer.lastName].filter(
    (part) => typeof part === 'string' && part,
  )
  return parts.length ? parts.join(' ') : String(values.email ?? '')
}

/** What is stored as the submission's content: the form's fields, without the envelope. */
const storedContent = (kind: FormKind, values: Record<string, unknown>) => {
  const envelope = envelopeFields(kind)
  const content: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    if (envelope.has(key) || value === undefined) continue
    content[key] =
      isPlainObject(value) && 'size' in value && 'name' in value
        ? { name: value.name, size: value.size, type: value.type }
        : value
  }
  if (typeof content.phone === 'string') content.phone = formatPhone(content.phone)
  return content
}

const safeFileName = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-100) || 'file'

type QueuedMail = OutboxMail

export async function submitForm(
  kind: FormKind,
  input: unknown,
  ctx: SubmitContext,
): Promise<SubmitOutcome> {
  const { payload, origin } = ctx
  const now = ctx.now ?? new Date()
  const body = isPlainObject(input) ? input : null
  const locale = requestLocale(body?.locale, ctx.locale)
  if (!body) return fail(400, locale, 'body', 'invalidBody')

  // Files come only from a multipart body; a JSON value in a file field is ignored.
  const data = withoutControlCharacters(body) as Record<string, unknown>
  for (const field of fileFields[kind] ?? []) {
    if (ctx.files?.[field]) data[field] = ctx.files[field]
    else delete data[field]
  }
  const parsed = formSchemas[kind].safeParse(data)
  if (!parsed.success) return { status: 400, locale, issues: issuesFromZod(parsed.error) }
  const values = parsed.data as Record<string, unknown>

  // The envelope (./envelope.ts): the honeypot was part of the schema; the captcha and the fill
  // time. `verified` is false for a browser's form post taken without the captcha.
  const envelope = await checkEnvelope({
    payload,
    values,
    browserForm: Boolean(ctx.browserForm),
    now,
  })
  if (isRefusal(envelope)) {
    const [issue] = envelope.issues
    return fail(400, locale, issue.field, issue.key)
  }
  const { verified } = envelope

  const files: { field: string; file: UploadedFile; mimeType: string }[] = []
  for (const field of fileFields[kind] ?? []) {
    const file = values[field] as UploadedFile | undefined
    if (!file) continue
    const accept = field === 'image' ? 'image' : 'document'
    const mimeType = await sniffFile(file, accept)
    if (!mimeType) return fail(400, locale, field, accept === 'image' ? 'imageType' : 'fileType')
    files.push({ field, file, mimeType })
  }

  // What the form is about.
  let property: Doc | null = null
  if (typeof values.propertyId === 'string') {
    property = await findPublished(payload, 'properties', values.propertyId, locale)
    if (!property) return fail(404, locale, 'propertyId', 'propertyNotFound')
  }
  let project: Doc | null = null
  if (typeof values.projectId === 'string') {
    project = await findPublished(payload, 'projects', values.projectId, locale)
    if (!project) return fail(404, locale, 'projectId', 'projectNotFound')
  }
  const email = String(values.email).toLowerCase()
  let slot: Awaited<ReturnType<typeof findSlot>> = null
  if (kind === 'appointment') {
    slot = await findSlot(payload, String(values.slotId))
    if (!slot || slot.status === 'cancelled' || new Date(slot.start) < now) {
      return fail(400, locale, 'slotId', 'slotUnavailable')
    }
    if ((slot.bookedCount ?? 0) >= slot.capacity)
      return fail(409, locale, 'slotId', 'appointmentsFull')
  }
  if (kind === 'document-request' && property) {
    const since = new Date(now.getTime() - DOCUMENT_REQUEST_DAYS * 24 * 3600 * 1000)
    const { totalDocs } = await payload.count({
      collection: 'submissions',
      where: {
        and: [
          { kind: { equals: 'document-request' } },
          { property: { equals: property.id } },
          { email: { equals: email } },
          { createdAt: { greater_than: since.toISOString() } },
        ],
      },
    })
    if (totalDocs > 0) return fail(409, locale, 'email', 'documentsAlreadyRequested')
  }

  if (kind === 'send-to-friend') {
    // Lower-cased as stored below, so the daily limits count every spelling of one address.
    values.friendEmail = String(values.friendEmail).toLowerCase()
    const limit = await checkFriendLimit(payload, {
      sender: email,
      recipient: String(values.friendEmail),
      now,
    })
    if (!limit.ok) {
      return {
        status: 429,
        locale,
        issues: [{ field: limit.field, key: limit.key }],
        retryAfter: limit.retryAfter,
      }
    }
  }

  const content = storedContent(kind, values)
  const name = displayName(values)
  if (kind === 'offer') content.amountInWords = amountInWords(Number(values.amount), locale)
  if (kind === 'rent-application' && property) {
    content.totalAtSigning = totalPayableAtSigning(property as never)
  }
  // The property or project by reference and title with its link, in each mail's language.
  const titles = property
    ? await titlesByLocale(payload, 'properties', property.id)
    : project
      ? await titlesByLocale(payload, 'projects', project.id)
      : null
  const about: LinesIn = (mailLocale) => {
    const t = formsTranslator(mailLocale)
    const lines: Line[] = []
    const title = titles?.[mailLocale] || String((property ?? project)?.title ?? '')
    if (property) {
      const inLocale = { ...property, title } as Parameters<typeof propertyUrl>[1]
      lines.push({
        label: t('labels.propertyId'),
        value: propertyName({ reference: property.reference, title }),
        url: propertyUrl(origin, inLocale, mailLocale),
      })
    }
    if (project) {
      const inLocale = { ...project, title } as Parameters<typeof projectUrl>[1]
      lines.push({
        label: t('labels.projectId'),
        value: propertyName({ reference: project.reference, title }),
        url: projectUrl(origin, inLocale, mailLocale),
      })
    }
    if (slot) {
      lines.push({
        label: t('mail.slot'),
        value: new Intl.DateTimeFormat(localeTags[mailLocale], {
          dateStyle: 'full',
          timeStyle: 'short',
          timeZone: 'Europe/Brussels',
        }).format(new Date(slot.start)),
      })
    }
    return lines
  }
  // A submission taken without the captcha (docs/decisions/0012) says so in the agency's mail.
  const unverifiedLine: LinesIn = (mailLocale) => {
    const t = formsTranslator(mailLocale)
    return verified ? [] : [{ label: t('mail.verification'), value: t('mail.unverified') }]
  }
  const kindLines: LinesIn = (mailLocale) => {
    const t = formsTranslator(mailLocale)
    if (kind === 'offer') {
      const advance = formatPrice(Number(values.amount) * OFFER_ADVANCE_RATE)
      return [{ label: '10 %', value: t('mail.advance', { advance }) }]
    }
    if (kind === 'rent-application' && property) {
      const { total } = totalPayableAtSigning(property as never)
      return [
        {
          label: t('labels.totalAtSigning'),
          value: t('mail.totalAtSigning', { total: formatPrice(total) }),
        },
      ]
    }
    return []
  }
  const extras: LinesIn = (mailLocale) => [...kindLines(mailLocale), ...unverifiedLine(mailLocale)]

  // The staff's note on a submission taken without the captcha, in the site's default language.
  const agencyT = formsTranslator(defaultLocale)

  const agency = await agencyIdentity(payload)
  const req: PayloadRequest = await createLocalReq({}, payload)
  const shouldCommit = await initTransaction(req)
  try {
    const fileIds: (number | string)[] = []
    for (const { field, file, mimeType } of files) {
      const stored = await payload
        .create({
          collection: 'submission-files',
          data: {},
          file: {
            data: Buffer.from(file.data ?? new Uint8Array()),
            mimetype: mimeType,
            name: safeFileName(file.name),
            size: file.size,
          },
          req,
        })
        // Payload checks the file again (a PDF must be complete): its refusal is the visitor's
        // file being wrong, never a server error.
        .catch((error: unknown) => {
          if ((error as { name?: string })?.name === 'ValidationError') return { rejected: field }
          throw error
        })
      if ('rejected' in stored) {
        await killTransaction(req)
        return fail(400, locale, field, field === 'image' ? 'imageType' : 'fileType')
      }
      fileIds.push(stored.id)
    }

    const submission = await payload.create({
      collection: 'submissions',
      data: {
        kind,
        status: 'new',
        name,
        email,
        phone: typeof content.phone === 'string' ? content.phone : undefined,
        locale,
        property: property ? (property.id as number) : undefined,
        project: project ? (project.id as number) : undefined,
        appointmentSlot: slot ? (slot.id as number) : undefined,
        content,
        files: fileIds as number[],
        // The flag for the staff (no schema change): the inbox shows the notes.
        ...(verified ? {} : { notes: agencyT('mail.unverified') }),
      },
      req,
    })

    // The slot was free when read; another visitor may have taken its last place since.
    if (slot && !(await bookSlot(payload, slot.id, req))) {
      await killTransaction(req)
      return fail(409, locale, 'slotId', 'appointmentsFull')
    }
    if (kind === 'testimonial' && 'testimonials' in payload.collections) {
      // Waits for approval in the testimonials collection; a photo stays private with the submission.
      await payload.create({
        collection: 'testimonials',
        data: {
          name,
          opinion: String(values.opinion),
          aboutYou: (values.aboutYou as string) || undefined,
          website: (values.website as string) || undefined,
          language: locale,
          approved: false,
          postedBy: 'visitor',
        } as never,
        req,
      })
    }

    const mails: QueuedMail[] = []
    let unsubscribeUrl: string | undefined
    if (kind === 'newsletter' || values.newsletter === true) {
      const subscription = await subscribe({
        payload,
        req,
        email,
        firstName: values.firstName as string | undefined,
        lastName: values.lastName as string | undefined,
        locale,
      })
      unsubscribeUrl = newsletterUnsubscribeUrl(origin, subscription.token)
      // Double opt-in even without the captcha: the mail holds only our own text and the
      // link (not the name typed, which a spammer could fill with his message).
      if (subscription.needsConfirmation) {
        mails.push({
          purpose: 'newsletter-confirm',
          to: email,
          mail: newsletterConfirmationMail({
            locale,
            name: verified ? name || email : email,
            confirmUrl: newsletterConfirmUrl(origin, subscription.token),
            unsubscribeUrl,
            agencyName: agency.name,
          }),
        })
      }
    }
    // The saved search (docs/decisions/0023): stored pending with the submission; its double
    // opt-in mail holds only our own text and the link, so it goes out without the captcha too.
    let alertConfirm: QueuedMail | null = null
    if (kind === 'demand-register') {
      const token = await createSavedSearch({
        payload,
        req,
        values,
        email,
        locale,
        origin,
        submission: submission.id,
      })
      alertConfirm = {
        purpose: 'alert-confirm',
        to: email,
        mail: alertConfirmMail({
          locale,
          confirmUrl: alertConfirmUrl(origin, token),
          agencyName: agency.name,
        }),
      }
    }
    if (kind !== 'newsletter') {
      mails.push({
        purpose: 'notification',
        to: managerEmail(property) ?? agency.email,
        replyTo: email,
        mail: notificationMail({
          kind,
          content,
          locale: agency.locale,
          visitorLocale: locale,
          name,
          about,
          extras,
          adminUrl: adminSubmissionUrl(origin, submission.id),
        }),
      })
      if (verified)
        mails.push({
          purpose: 'confirmation',
          to: email,
          mail: confirmationMail({
            kind,
            content,
            locale,
            name,
            agencyName: agency.name,
            about,
            extras,
            unsubscribeUrl,
          }),
        })
    }
    if (kind === 'send-to-friend' && property && verified) {
      mails.push({
        purpose: 'friend',
        to: String(values.friendEmail),
        replyTo: email,
        mail: friendMail({
          locale,
          senderName: withoutLinks(name, 100),
          friendName: withoutLinks(
            `${String(values.friendFirstName)} ${String(values.friendLastName)}`,
            100,
          ),
          // The friend did not ask for this mail: no links or addresses from a stranger in it.
          note: friendNote(values.remarks),
          link: propertyUrl(origin, property as never, locale),
          propertyTitle: propertyName({ reference: property.reference, title: property.title }),
          agencyName: agency.name,
        }),
      })
    }

    if (alertConfirm) mails.push(alertConfirm)
    for (const mail of mails) await queueMail(payload, mail, { req, submission: submission.id })

    if (shouldCommit) await commitTransaction(req)
    return { status: 201, locale, id: submission.id, redirect: thankYouPath(kind, locale) }
  } catch (error) {
    await killTransaction(req)
    payload.logger.error({ err: error, msg: `Form ${kind}: the submission could not be stored` })
    return { status: 503, locale }
  }
}
