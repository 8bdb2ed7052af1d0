// Daily and weekly digests: the alerts waiting for a search become one mail with at most 20
// properties, newest first (the rest counted in a line). The mail, its job and the alerts'
// "mailed" state are written in one transaction, and the mail's key names the batch, so a run
// twice (or on two servers) mails a batch once.
import type { Payload, PayloadRequest } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { MAIL_QUEUE, SEND_MAIL_TASK } from '@/lib/mail/outbox'

import type { AlertEvent, AlertFrequency } from './criteria'
import { alertManageUrl, alertOrigin, alertUnsubscribeUrl, unsubscribeHeaders } from './links'
import { alertMail } from './mail'
import { agencyName, alertItem, createRow, publicProperties } from './match'

export const DIGEST_LIMIT = 20
const WEEK_MS = 7 * 24 * 3600 * 1000
// A weekly digest is due a little before the week is over: the daily run starts at about the
// same hour each day.
const WEEKLY_SLACK_MS = 2 * 3600 * 1000

type Search = {
  id: number | string
  email: string
  locale: Locale
  frequency: AlertFrequency
  status: string
  origin?: string | null
  token?: string | null
  lastDigestAt?: string | null
}
type Waiting = {
  id: number | string
  property: number | string
  event: AlertEvent
  oldPrice?: number | null
  createdAt: string
}
type Doc = Record<string, unknown> & { id: number | string }

const due = (search: Search, now: Date) => {
  if (search.status !== 'active' || !search.token) return false
  if (search.frequency === 'daily') return true
  if (search.frequency !== 'weekly') return false
  if (!search.lastDigestAt) return true
  return now.getTime() - new Date(search.lastDigestAt).getTime() >= WEEK_MS - WEEKLY_SLACK_MS
}

/** A due search with its waiting alerts (newest first) and the mail it gets, if any. */
type Digest = { search: Search; waiting: Waiting[]; mail: Record<string, unknown> | null }

/** The mail of one search's waiting alerts; null when none of their properties is shown any more. */
const digestMail = (
  search: Search,
  waiting: Waiting[],
  shown: Map<string, Doc>,
  agency: string,
): Record<string, unknown> | null => {
  const locale: Locale = isLocale(search.locale) ? search.locale : 'nl'
  const origin = alertOrigin(search.origin)
  // Newest first, one line per property (its newest event), still published and on offer.
  const seen = new Set<string>()
  const listed = waiting.filter((alert) => {
    const id = String(alert.property)
    if (seen.has(id) || !shown.has(id)) return false
    seen.add(id)
    return true
  })
  if (!listed.length) return null
  const items = listed.slice(0, DIGEST_LIMIT).map((alert) =>
    alertItem(shown.get(String(alert.property))!, {
      event: alert.event,
      oldPrice: alert.oldPrice,
      locale,
      origin,
    }),
  )
  const mail = alertMail({
    locale,
    items,
    more: Math.max(0, listed.length - DIGEST_LIMIT),
    manageUrl: alertManageUrl(origin, locale, search.token!),
    unsubscribeUrl: alertUnsubscribeUrl(origin, search.token!),
    agencyName: agency,
    digest: true,
  })
  return {
    purpose: 'alert-digest',
    to: search.email,
    ...mail,
    headers: unsubscribeHeaders(origin, search.token!),
    // The batch: the same waiting alerts make the same key on every runner.
    key: `digest:${search.id}:${waiting.map((alert) => alert.id).join(',')}`.slice(0, 1000),
    status: 'queued',
    attempts: 0,
  }
}

/** One search's digest written inside `req`: its mail and job, its alerts' state, its date. */
const writeDigest = async (
  payload: Payload,
  { search, waiting, mail }: Digest,
  now: Date,
  req: PayloadRequest,
) => {
  let outboxId: number | string | undefined
  if (mail) {
    const outbox = await createRow(payload, req, 'mail-outbox', mail)
    outboxId = outbox.id
    await payload.jobs.queue({
      task: SEND_MAIL_TASK,
      input: { outboxId: String(outbox.id) },
      queue: MAIL_QUEUE,
      req,
    })
  }
  const updatedAt = now.toISOString()
  // The adapter's update: no hooks on these collections, and the local API's update reads and
  // writes each record through the whole operation (most of a digest's time at 10 000 searches).
  await payload.db.updateMany({
    collection: 'saved-search-alerts',
    where: { id: { in: waiting.map((alert) => alert.id) } },
    data: outboxId
      ? { status: 'mailed', mail: outboxId, updatedAt }
      : { status: 'dropped', updatedAt },
    req,
    returning: false,
  })
  await payload.db.updateOne({
    collection: 'saved-searches',
    id: search.id,
    data: { lastDigestAt: now.toISOString(), updatedAt },
    req,
    returning: false,
  })
  return Boolean(outboxId)
}

/** Digests written together in one transaction (a commit costs more than the writes). */
export const DIGEST_BATCH = 50

/**
 * Writes digests in one transaction; when any fails (another runner wrote that batch first: the
 * outbox key), it rolls back and each is written in its own transaction. Returns the mails.
 */
const writeDigests = async (payload: Payload, digests: Digest[], now: Date) => {
  const together = async (list: Digest[]) => {
    const req: PayloadRequest = await createLocalReq({}, payload)
    const shouldCommit = await initTransaction(req)
    try {
      let sent = 0
      for (const digest of list) if (await writeDigest(payload, digest, now, req)) sent++
      if (shouldCommit) await commitTransaction(req)
      return sent
    } catch (error) {
      await killTransaction(req)
      if (list.length === 1)
        payload.logger.warn({
          err: error,
          msg: `Saved search ${list[0].search.id}: digest not written`,
        })
      return null
    }
  }
  const sent = await together(digests)
  if (sent !== null) return sent
  let alone = 0
  for (const digest of digests) alone += (await together([digest])) ?? 0
  return alone
}

/** `ids` read in slices (a database caps the parameters of one statement). */
const inSlices = async <T>(
  ids: (number | string)[],
  read: (slice: (number | string)[]) => Promise<T[]>,
) => {
  const all: T[] = []
  for (let i = 0; i < ids.length; i += 1000) all.push(...(await read(ids.slice(i, i + 1000))))
  return all
}

/**
 * Sends the digests that are due; returns how many mails were queued. Batched (decision 0023,
 * addendum): one query for every waiting alert, one for their searches, one per language for the
 * properties shown, then the writes of many searches per transaction.
 */
export const sendDigests = async (
  payload: Payload,
  now = new Date(),
  { batch = DIGEST_BATCH }: { batch?: number } = {},
) => {
  const { docs: waitingDocs } = await payload.find({
    collection: 'saved-search-alerts',
    where: { status: { equals: 'waiting' } },
    sort: ['-createdAt', '-id'],
    pagination: false,
    depth: 0,
    select: { savedSearch: true, property: true, event: true, oldPrice: true, createdAt: true },
  })
  const bySearch = new Map<string, Waiting[]>()
  for (const alert of waitingDocs as unknown as (Waiting & { savedSearch: number | string })[]) {
    const id = String(alert.savedSearch)
    const list = bySearch.get(id) ?? []
    list.push(alert)
    bySearch.set(id, list)
  }
  if (!bySearch.size) return 0
  const searches = await inSlices([...bySearch.keys()], async (ids) => {
    const { docs } = await payload.find({
      collection: 'saved-searches',
      where: { id: { in: ids } },
      pagination: false,
      depth: 0,
      joins: false,
      select: {
        email: true,
        locale: true,
        frequency: true,
        status: true,
        origin: true,
        token: true,
        lastDigestAt: true,
      },
    })
    return docs as unknown as Search[]
  })
  const dueSearches = searches.filter((search) => due(search, now))
  if (!dueSearches.length) return 0

  // The properties shown, once per language for all the digests in it.
  const shownIn = new Map<Locale, Map<string, Doc>>()
  for (const search of dueSearches) {
    const locale: Locale = isLocale(search.locale) ? search.locale : 'nl'
    if (!shownIn.has(locale)) shownIn.set(locale, new Map())
  }
  for (const [locale, shown] of shownIn) {
    const ids = new Set<string>()
    for (const search of dueSearches)
      if ((isLocale(search.locale) ? search.locale : 'nl') === locale)
        for (const alert of bySearch.get(String(search.id))!) ids.add(String(alert.property))
    const docs = await inSlices([...ids], (slice) => publicProperties(payload, slice, locale))
    for (const doc of docs) shown.set(String(doc.id), doc)
  }

  const agency = await agencyName(payload)
  const digests: Digest[] = dueSearches.map((search) => {
    const waiting = bySearch.get(String(search.id))!
    const locale: Locale = isLocale(search.locale) ? search.locale : 'nl'
    return { search, waiting, mail: digestMail(search, waiting, shownIn.get(locale)!, agency) }
  })
  let sent = 0
  for (let i = 0; i < digests.length; i += batch)
    sent += await writeDigests(payload, digests.slice(i, i + batch), now)
  return sent
}
