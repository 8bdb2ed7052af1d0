// submitForm: the pipeline every form goes through. The body is cleaned and parsed by the kind's
// schema, the envelope checked (./envelope.ts), the property or project looked up, the kind's own
// checks run (./rules/<kind>.ts), then the submission, the kind's own writes and its mails (one
// outbox row and job each, src/lib/mail/outbox.ts) are stored in ONE transaction: a mail server
// outage never loses a lead, and nothing is stored of a refused form.
import type { Payload, PayloadRequest } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { defaultLocale, type Locale } from '@/i18n/locales'
import { queueMail, type OutboxMail } from '@/lib/mail/outbox'
import { queueCrmLead } from '@/lib/crm/leads'
import type { Line, LinesIn } from '@/lib/mail/templates'

import { displayName, safeFileName, storedContent, withoutControlCharacters } from './content'
import { propertyName } from './display'
import { checkEnvelope, envelopeFields } from './envelope'
import { isRefusal, issuesFromZod, refuse, type FieldIssue, type Refusal } from './errors'
import { sniffFile } from './files'
import type { FormKind } from '@/lib/site/formKinds'
import { newsletterConfirmUrl, newsletterUnsubscribeUrl, projectUrl, propertyUrl } from './links'
import { agencyIdentity, findPublished, titlesByLocale, type Doc } from './lookups'
import { newsletterConfirmationMail } from './mails'
import { formsTranslator, requestLocale } from './messages'
import { subscribe } from './newsletter'
import { formRules, type FormRules } from './rules'
import type { Checked, FormInput } from './rules/types'
import { fileFields, type UploadedFile } from './schemas'

export type SubmitContext = {
  payload: Payload
  /** The site's origin for the links in the mails (src/lib/origin.ts `requestOrigin`). */
  origin: string
  /** The language asked for outside the body (`?locale=`). */
  locale?: unknown
  /** Files of a multipart body, by field name. */
  files?: Record<string, UploadedFile>
  /** Posted by a browser's HTML form without JavaScript (./envelope.ts). */
  browserForm?: boolean
  now?: Date
}

export type SubmitOutcome =
  | { status: 201; locale: Locale; id: number | string; redirect: string }
  | { status: 400 | 404 | 409; locale: Locale; issues: FieldIssue[] }
  | { status: 429; locale: Locale; issues: FieldIssue[]; retryAfter: number }
  | { status: 503; locale: Locale }

const refused = (refusal: Refusal, locale: Locale): SubmitOutcome =>
  refusal.refused === 429
    ? { status: 429, locale, issues: refusal.issues, retryAfter: refusal.retryAfter }
    : { status: refusal.refused, locale, issues: refusal.issues }

type CheckedFile = { field: string; file: UploadedFile; mimeType: string }

/** The files of a valid body, each of the type its field accepts by its content. */
const checkFiles = async (
  kind: FormKind,
  values: Record<string, unknown>,
): Promise<Refusal | CheckedFile[]> => {
  const files: CheckedFile[] = []
  for (const field of fileFields[kind] ?? []) {
    const file = values[field] as UploadedFile | undefined
    if (!file) continue
    const accept = field === 'image' ? 'image' : 'document'
    const mimeType = await sniffFile(file, accept)
    if (!mimeType) return refuse(400, field, accept === 'image' ? 'imageType' : 'fileType')
    files.push({ field, file, mimeType })
  }
  return files
}

/** The visitor's files, private, in the submission's transaction. */
const storeFiles = async (
  payload: Payload,
  req: PayloadRequest,
  files: CheckedFile[],
): Promise<Refusal | (number | string)[]> => {
  const ids: (number | string)[] = []
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
    if ('rejected' in stored)
      return refuse(400, field, field === 'image' ? 'imageType' : 'fileType')
    ids.push(stored.id)
  }
  return ids
}

/** The property and the project a form is about: published, or 404. */
const findAbout = async (
  payload: Payload,
  values: Record<string, unknown>,
  locale: Locale,
): Promise<Refusal | { property: Doc | null; project: Doc | null }> => {
  let property: Doc | null = null
  if (typeof values.propertyId === 'string') {
    property = await findPublished(payload, 'properties', values.propertyId, locale)
    if (!property) return refuse(404, 'propertyId', 'propertyNotFound')
  }
  let project: Doc | null = null
  if (typeof values.projectId === 'string') {
    project = await findPublished(payload, 'projects', values.projectId, locale)
    if (!project) return refuse(404, 'projectId', 'projectNotFound')
  }
  return { property, project }
}

/** The lines above a mail's fields: the property or project with its link, then the kind's own. */
const aboutLines = async (
  rules: FormRules,
  input: Checked<FormKind, unknown>,
): Promise<LinesIn> => {
  const { payload, origin, property, project } = input
  const titles = property
    ? await titlesByLocale(payload, 'properties', property.id)
    : project
      ? await titlesByLocale(payload, 'projects', project.id)
      : null
  return (mailLocale) => {
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
    return [...lines, ...(rules.aboutLines?.(input, mailLocale) ?? [])]
  }
}

/**
 * Subscribes the visitor (pending until the link is followed) and makes the double opt-in mail,
 * sent even without the captcha: it holds only our own text and the link, not the name typed,
 * which a spammer could fill with his message (docs/decisions/0012).
 */
const subscribeToNewsletter = async ({
  payload,
  req,
  origin,
  locale,
  email,
  values,
  verified,
  name,
  agencyName,
}: FormInput & { req: PayloadRequest; name: string; agencyName: string }) => {
  const { firstName, lastName } = values as { firstName?: string; lastName?: string }
  const subscription = await subscribe({ payload, req, email, firstName, lastName, locale })
  const unsubscribeUrl = newsletterUnsubscribeUrl(origin, subscription.token)
  const mail: OutboxMail | null = subscription.needsConfirmation
    ? {
        purpose: 'newsletter-confirm',
        to: email,
        mail: newsletterConfirmationMail({
          locale,
          name: verified ? name || email : email,
          confirmUrl: newsletterConfirmUrl(origin, subscription.token),
          unsubscribeUrl,
          agencyName,
        }),
      }
    : null
  return { unsubscribeUrl, mail }
}

export async function submitForm(
  kind: FormKind,
  raw: unknown,
  ctx: SubmitContext,
): Promise<SubmitOutcome> {
  const { payload, origin } = ctx
  const now = ctx.now ?? new Date()
  const rules: FormRules = formRules[kind]
  const body = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : null
  const locale = requestLocale((body as { locale?: unknown } | null)?.locale, ctx.locale)
  if (!body) return refused(refuse(400, 'body', 'invalidBody'), locale)

  // 1. The body, cleaned, through the kind's schema. Files come only from a multipart body; a
  // JSON value in a file field is ignored.
  const data = withoutControlCharacters(body) as Record<string, unknown>
  for (const field of fileFields[kind] ?? []) {
    if (ctx.files?.[field]) data[field] = ctx.files[field]
    else delete data[field]
  }
  const parsed = rules.schema.safeParse(data)
  if (!parsed.success) return { status: 400, locale, issues: issuesFromZod(parsed.error) }
  const values = parsed.data as Record<string, unknown>

  // 2. The envelope, the files' content, and the property or project the form is about.
  const envelope = await checkEnvelope({
    payload,
    values,
    browserForm: Boolean(ctx.browserForm),
    now,
  })
  if (isRefusal(envelope)) return refused(envelope, locale)
  const { verified } = envelope
  const files = await checkFiles(kind, values)
  if (isRefusal(files)) return refused(files, locale)
  const about = await findAbout(payload, values, locale)
  if (isRefusal(about)) return refused(about, locale)

  const formInput: FormInput = {
    kind,
    payload,
    origin,
    locale,
    now,
    values: parsed.data,
    email: String(values.email).toLowerCase(),
    verified,
    ...about,
  }
  // 3. The kind's own checks (a free slot, a daily limit…).
  const checked = rules.check ? await rules.check(formInput) : { found: undefined }
  if (isRefusal(checked)) return refused(checked, locale)
  const input: Checked<FormKind, unknown> = { ...formInput, found: checked.found }

  // 4. What is stored, and what the mails say around it.
  const stores = rules.stores?.(input) ?? {}
  const content = { ...storedContent(values, envelopeFields(kind)), ...stores.content }
  const name = displayName(values)
  const aboutIn = await aboutLines(rules, input)
  // A submission taken without the captcha (docs/decisions/0012) says so in the agency's mail.
  const extras: LinesIn = (mailLocale) => {
    const t = formsTranslator(mailLocale)
    return [
      ...(rules.extraLines?.(input, mailLocale) ?? []),
      ...(verified ? [] : [{ label: t('mail.verification'), value: t('mail.unverified') }]),
    ]
  }
  const agency = await agencyIdentity(payload)

  // 5. One transaction: files, submission, the kind's own writes, the newsletter, the mails.
  const req: PayloadRequest = await createLocalReq({}, payload)
  const shouldCommit = await initTransaction(req)
  /** Undoes everything stored so far and answers the refusal. */
  const undo = async (refusal: Refusal) => {
    await killTransaction(req)
    return refused(refusal, locale)
  }
  try {
    const fileIds = await storeFiles(payload, req, files)
    if (isRefusal(fileIds)) return await undo(fileIds)

    const submission = await payload.create({
      collection: 'submissions',
      data: {
        kind,
        status: 'new',
        name,
        email: input.email,
        phone: typeof content.phone === 'string' ? content.phone : undefined,
        locale,
        property: input.property ? (input.property.id as number) : undefined,
        project: input.project ? (input.project.id as number) : undefined,
        appointmentSlot: stores.appointmentSlot as number | undefined,
        content,
        files: fileIds as number[],
        // The flag for the staff (no schema change): the inbox shows the notes.
        ...(verified ? {} : { notes: formsTranslator(defaultLocale)('mail.unverified') }),
      },
      req,
    })

    // A form about an imported property also goes to its CRM (docs/crm-import.md).
    await queueCrmLead(payload, {
      req,
      submission: submission.id,
      property: input.property ? (input.property.id as number) : null,
      kind,
      values,
      locale,
    })

    const stored = rules.store
      ? await rules.store({ ...input, req, submission: submission.id, name })
      : undefined
    if (isRefusal(stored)) return await undo(stored)

    // The newsletter: the sign-up form, or the box ticked on any other form.
    const newsletter =
      rules.newsletter === 'always' || values.newsletter === true
        ? await subscribeToNewsletter({ ...input, req, name, agencyName: agency.name })
        : null
    const mails: (OutboxMail | null)[] = [
      newsletter?.mail ?? null,
      ...rules.mails({
        ...input,
        stored,
        submission: submission.id,
        name,
        content,
        agency,
        about: aboutIn,
        extras,
        unsubscribeUrl: newsletter?.unsubscribeUrl,
      }),
    ]
    for (const mail of mails) {
      if (mail) await queueMail(payload, mail, { req, submission: submission.id })
    }

    if (shouldCommit) await commitTransaction(req)
    return { status: 201, locale, id: submission.id, redirect: rules.thankYou(locale) }
  } catch (error) {
    await killTransaction(req)
    payload.logger.error({ err: error, msg: `Form ${kind}: the submission could not be stored` })
    return { status: 503, locale }
  }
}
