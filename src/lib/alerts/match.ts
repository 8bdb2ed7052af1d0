// Matching a property event against the saved searches (docs/decisions/0023): one query finds
// the candidates (src/lib/alerts/criteria.ts `matchingWhere`), a drawn area is checked in code,
// and each match is recorded once ever under its unique key. An instant search gets its mail in
// the same transaction as that record; a daily or weekly one waits for the digest.
import type { Payload, PayloadRequest } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import type { Locale } from '@/i18n/locales'
import { MAIL_QUEUE, SEND_MAIL_TASK } from '@/lib/mail/outbox'
import { propertyUrl } from '@/lib/forms/links'

import {
  inZones,
  matchableProperty,
  matchingWhere,
  type AlertEvent,
  type AlertFrequency,
} from './criteria'
import { alertManageUrl, alertOrigin, alertUnsubscribeUrl, unsubscribeHeaders } from './links'
import { alertMail, type AlertItem } from './mail'

export type MatchInput = {
  propertyId: number | string
  event: AlertEvent
  price?: number | null
  oldPrice?: number | null
}

type Candidate = {
  id: number | string
  email: string
  locale: Locale
  frequency: AlertFrequency
  origin?: string | null
  zips?: string[] | null
  municipalities?: string[] | null
  area?: string | null
  token?: string | null
}

type Doc = Record<string, unknown> & { id: number | string }

/** The once-ever key: a second, deeper price drop is news again; the same drop is not. */
export const alertKey = (searchId: number | string, input: MatchInput) =>
  `${searchId}:${input.propertyId}:${input.event === 'priceDrop' ? `priceDrop-${input.price ?? ''}` : input.event}`

export const agencyName = async (payload: Payload) => {
  const settings = (await payload
    .findGlobal({ slug: 'site-settings', depth: 0 })
    .catch(() => null)) as { agencyName?: unknown } | null
  return typeof settings?.agencyName === 'string' && settings.agencyName
    ? settings.agencyName
    : 'Agency'
}

/**
 * Properties as a visitor may see them, in one language (no hidden price, no street): those
 * still on offer, or with `concluded` the sold and rented ones too (a favourite's sale).
 */
export const publicProperties = async (
  payload: Payload,
  ids: (number | string)[],
  locale: Locale,
  { concluded = false }: { concluded?: boolean } = {},
): Promise<Doc[]> => {
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'properties',
    where: {
      and: [
        { id: { in: ids } },
        { _status: { equals: 'published' } },
        ...(concluded ? [] : [{ status: { not_in: ['sold', 'rented'] } }]),
      ],
    },
    locale,
    depth: 1,
    limit: ids.length,
    overrideAccess: false,
    select: {
      title: true,
      goal: true,
      city: true,
      zip: true,
      propertyType: true,
      listedPrice: true,
      images: true,
    },
  })
  return docs as unknown as Doc[]
}

const absolute = (origin: string, url: unknown) =>
  typeof url === 'string' && url ? (url.startsWith('/') ? `${origin}${url}` : url) : null

/** One property of an alert mail, in the mail's language. */
export const alertItem = (
  property: Doc,
  {
    event,
    oldPrice,
    locale,
    origin,
  }: { event: AlertEvent; oldPrice?: number | null; locale: Locale; origin: string },
): AlertItem => {
  const images = Array.isArray(property.images) ? property.images : []
  const photo = images[0] && typeof images[0] === 'object' ? (images[0] as Doc) : null
  const sizes = (photo?.sizes ?? {}) as Record<string, { url?: string | null }>
  return {
    event,
    title: String(property.title ?? ''),
    place: [property.zip, property.city].filter(Boolean).join(' '),
    url: propertyUrl(origin, property, locale),
    photoUrl: absolute(origin, sizes.card?.url ?? photo?.url),
    propertyType: (property.propertyType as string) ?? null,
    price: typeof property.listedPrice === 'number' ? property.listedPrice : null,
    oldPrice,
  }
}

/**
 * A row of the alert records or the mail outbox through the adapter's create: neither collection
 * has hooks, every value (defaults included) is written by this module, and the local API's
 * create would check each relationship with a query of its own (half of a publish's time at
 * 10 000 searches, decision 0023 addendum). Unique keys still hold: they are the database's.
 */
export const createRow = async (
  payload: Payload,
  req: PayloadRequest,
  collection: 'saved-search-alerts' | 'mail-outbox',
  data: Record<string, unknown>,
) => {
  const now = new Date().toISOString()
  return (await payload.db.create({
    collection,
    data: { ...data, createdAt: now, updatedAt: now },
    req,
  })) as { id: number | string }
}

/** What one fresh match writes: an instant alert's mail, or a waiting record for a digest. */
type Fresh =
  | { kind: 'instant'; search: Candidate & { token: string }; property: Doc }
  | { kind: 'waiting'; search: Candidate }

/** Writes one instant alert: its record, its mail and the mail's job (inside `req`). */
const writeInstant = async (
  payload: Payload,
  { search, property }: { search: Candidate & { token: string }; property: Doc },
  input: MatchInput,
  agency: string,
  req: PayloadRequest,
) => {
  const origin = alertOrigin(search.origin)
  const mail = alertMail({
    locale: search.locale,
    items: [alertItem(property, { ...input, locale: search.locale, origin })],
    manageUrl: alertManageUrl(origin, search.locale, search.token),
    unsubscribeUrl: alertUnsubscribeUrl(origin, search.token),
    agencyName: agency,
    digest: false,
  })
  const key = alertKey(search.id, input)
  const outbox = await createRow(payload, req, 'mail-outbox', {
    purpose: 'alert',
    to: search.email,
    ...mail,
    headers: unsubscribeHeaders(origin, search.token),
    key: `alert:${key}`,
    status: 'queued',
    attempts: 0,
  })
  await createRow(payload, req, 'saved-search-alerts', {
    key,
    savedSearch: search.id,
    property: input.propertyId,
    event: input.event,
    status: 'mailed',
    price: input.price ?? undefined,
    oldPrice: input.oldPrice ?? undefined,
    mail: outbox.id,
  })
  await payload.jobs.queue({
    task: SEND_MAIL_TASK,
    input: { outboxId: String(outbox.id) },
    queue: MAIL_QUEUE,
    req,
  })
}

/** Writes one waiting record for the digest (inside `req`). */
const writeWaiting = (
  payload: Payload,
  search: Candidate,
  input: MatchInput,
  req: PayloadRequest,
) =>
  createRow(payload, req, 'saved-search-alerts', {
    key: alertKey(search.id, input),
    savedSearch: search.id,
    property: input.propertyId,
    event: input.event,
    status: 'waiting',
    price: input.price ?? undefined,
    oldPrice: input.oldPrice ?? undefined,
  })

const write = (
  payload: Payload,
  fresh: Fresh,
  input: MatchInput,
  agency: string,
  req: PayloadRequest,
) =>
  fresh.kind === 'instant'
    ? writeInstant(payload, fresh, input, agency, req)
    : writeWaiting(payload, fresh.search, input, req)

/** One match in its own transaction; false when it was not written (another run was first). */
const writeAlone = async (payload: Payload, fresh: Fresh, input: MatchInput, agency: string) => {
  const req: PayloadRequest = await createLocalReq({}, payload)
  const shouldCommit = await initTransaction(req)
  try {
    await write(payload, fresh, input, agency, req)
    if (shouldCommit) await commitTransaction(req)
    return true
  } catch (error) {
    await killTransaction(req)
    // Usually another run wrote this alert first (the unique key); anything else is logged.
    payload.logger.warn({ err: error, msg: `Saved search ${fresh.search.id}: alert not written` })
    return false
  }
}

/** Matches written together in one transaction (a commit costs more than the writes). */
export const MATCH_BATCH = 100

class Crash extends Error {
  constructor(readonly reason: unknown) {
    super('afterEach')
  }
}

/**
 * Writes a batch of matches in one transaction. When any of them fails (another run wrote it
 * first: the unique key), the transaction rolls back and each is written alone, as before.
 */
const writeBatch = async (
  payload: Payload,
  batch: Fresh[],
  input: MatchInput,
  agency: string,
  afterEach?: () => void | Promise<void>,
) => {
  const req: PayloadRequest = await createLocalReq({}, payload)
  const shouldCommit = await initTransaction(req)
  try {
    for (const fresh of batch) {
      await write(payload, fresh, input, agency, req)
      try {
        await afterEach?.()
      } catch (error) {
        throw new Crash(error)
      }
    }
    if (shouldCommit) await commitTransaction(req)
    return batch.length
  } catch (error) {
    await killTransaction(req)
    // A crash (tests): nothing of the batch is kept; the retried job writes it.
    if (error instanceof Crash) throw error.reason
  }
  let written = 0
  for (const fresh of batch) {
    if (await writeAlone(payload, fresh, input, agency)) written++
    await afterEach?.()
  }
  return written
}

/**
 * Matches one event of a property against every active saved search and records each match
 * once. Returns how many searches matched and how many new alerts were written.
 * `afterEach` is for tests (a crash between two alerts).
 */
export const matchProperty = async (
  payload: Payload,
  input: MatchInput,
  { afterEach }: { afterEach?: () => void | Promise<void> } = {},
) => {
  const source = await payload.findByID({
    collection: 'properties',
    id: input.propertyId,
    depth: 0,
    disableErrors: true,
  })
  if (!source || source._status !== 'published') return { matched: 0, written: 0 }
  if (source.status === 'sold' || source.status === 'rented') return { matched: 0, written: 0 }
  // The stored id's own type (a job's input is text).
  input = { ...input, propertyId: source.id }
  const property = matchableProperty(source as unknown as Doc)
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: matchingWhere(property),
    pagination: false,
    depth: 0,
    joins: false,
    select: {
      email: true,
      locale: true,
      frequency: true,
      origin: true,
      zips: true,
      municipalities: true,
      area: true,
      // Local API without access control: the token field is hidden from REST only.
      token: true,
    },
  })
  const candidates = (docs as unknown as Candidate[]).filter((search) => inZones(search, property))
  if (!candidates.length) return { matched: 0, written: 0 }

  // What was already recorded for these searches (a second run, a retried job): skipped without
  // an insert that would fail.
  const keys = candidates.map((search) => alertKey(search.id, input))
  const known = new Set<string>()
  for (let i = 0; i < keys.length; i += 500) {
    const { docs: existing } = await payload.find({
      collection: 'saved-search-alerts',
      where: { key: { in: keys.slice(i, i + 500) } },
      pagination: false,
      depth: 0,
      select: { key: true },
    })
    for (const doc of existing) known.add(String(doc.key))
  }
  const fresh = candidates.filter((search) => !known.has(alertKey(search.id, input)))
  if (!fresh.length) return { matched: candidates.length, written: 0 }

  const instant = fresh.filter((search) => search.frequency === 'instant')
  const agency = instant.length ? await agencyName(payload) : ''
  const byLocale = new Map<Locale, Doc | null>()
  const propertyIn = async (locale: Locale) => {
    if (!byLocale.has(locale))
      byLocale.set(locale, (await publicProperties(payload, [input.propertyId], locale))[0] ?? null)
    return byLocale.get(locale)!
  }

  const toWrite: Fresh[] = []
  for (const search of fresh) {
    if (search.frequency !== 'instant') {
      toWrite.push({ kind: 'waiting', search })
      continue
    }
    const token = search.token
    const shown = await propertyIn(search.locale)
    if (token && shown)
      toWrite.push({ kind: 'instant', search: { ...search, token }, property: shown })
  }
  let written = 0
  for (let i = 0; i < toWrite.length; i += MATCH_BATCH)
    written += await writeBatch(
      payload,
      toWrite.slice(i, i + MATCH_BATCH),
      input,
      agency,
      afterEach,
    )
  return { matched: candidates.length, written }
}
