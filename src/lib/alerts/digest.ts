// Daily and weekly digests: the alerts waiting for a search become one mail with at most 20
// properties, newest first (the rest counted in a line). The mail, its job and the alerts'
// "mailed" state are written in one transaction, and the mail's key names the batch, so a run
// twice (or on two servers) mails a batch once.
import type { Payload, PayloadRequest } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { MAIL_QUEUE } from '@/jobs/sendMail'

import type { AlertEvent, AlertFrequency } from './criteria'
import { alertManageUrl, alertOrigin, alertUnsubscribeUrl, unsubscribeHeaders } from './links'
import { alertMail } from './mail'
import { agencyName, alertItem, publicProperties } from './match'

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

const due = (search: Search, now: Date) => {
  if (search.status !== 'active' || !search.token) return false
  if (search.frequency === 'daily') return true
  if (search.frequency !== 'weekly') return false
  if (!search.lastDigestAt) return true
  return now.getTime() - new Date(search.lastDigestAt).getTime() >= WEEK_MS - WEEKLY_SLACK_MS
}

const digestOne = async (payload: Payload, search: Search, agency: string, now: Date) => {
  const req: PayloadRequest = await createLocalReq({}, payload)
  const shouldCommit = await initTransaction(req)
  try {
    const { docs } = await payload.find({
      collection: 'saved-search-alerts',
      where: { and: [{ savedSearch: { equals: search.id } }, { status: { equals: 'waiting' } }] },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      req,
    })
    const waiting = docs as unknown as Waiting[]
    if (!waiting.length) {
      await killTransaction(req)
      return false
    }
    const locale: Locale = isLocale(search.locale) ? search.locale : 'nl'
    const origin = alertOrigin(search.origin)
    // Newest first, one line per property (its newest event), still published and on offer.
    const seen = new Set<string>()
    const latest = waiting.filter((alert) => {
      const id = String(alert.property)
      if (seen.has(id)) return false
      seen.add(id)
      return true
    })
    const shown = await publicProperties(
      payload,
      latest.map((alert) => alert.property),
      locale,
    )
    const byId = new Map(shown.map((doc) => [String(doc.id), doc]))
    const listed = latest.filter((alert) => byId.has(String(alert.property)))
    const items = listed.slice(0, DIGEST_LIMIT).map((alert) =>
      alertItem(byId.get(String(alert.property))!, {
        event: alert.event,
        oldPrice: alert.oldPrice,
        locale,
        origin,
      }),
    )
    let outboxId: number | string | undefined
    if (items.length) {
      const mail = alertMail({
        locale,
        items,
        more: Math.max(0, listed.length - DIGEST_LIMIT),
        manageUrl: alertManageUrl(origin, locale, search.token!),
        unsubscribeUrl: alertUnsubscribeUrl(origin, search.token!),
        agencyName: agency,
        digest: true,
      })
      const outbox = await payload.create({
        collection: 'mail-outbox',
        data: {
          purpose: 'alert-digest',
          to: search.email,
          ...mail,
          headers: unsubscribeHeaders(origin, search.token!),
          // The batch: the same waiting alerts make the same key on every runner.
          key: `digest:${search.id}:${waiting.map((alert) => alert.id).join(',')}`.slice(0, 1000),
          status: 'queued',
          attempts: 0,
        },
        req,
      })
      outboxId = outbox.id
      await payload.jobs.queue({
        task: 'sendMail',
        input: { outboxId: String(outbox.id) },
        queue: MAIL_QUEUE,
        req,
      })
    }
    await payload.update({
      collection: 'saved-search-alerts',
      where: { id: { in: waiting.map((alert) => alert.id) } },
      data: outboxId ? { status: 'mailed', mail: outboxId as number } : { status: 'dropped' },
      req,
    })
    await payload.update({
      collection: 'saved-searches',
      id: search.id,
      data: { lastDigestAt: now.toISOString() },
      req,
    })
    if (shouldCommit) await commitTransaction(req)
    return Boolean(outboxId)
  } catch (error) {
    await killTransaction(req)
    payload.logger.warn({ err: error, msg: `Saved search ${search.id}: digest not written` })
    return false
  }
}

/** Sends the digests that are due; returns how many mails were queued. */
export const sendDigests = async (payload: Payload, now = new Date()) => {
  const { docs: waiting } = await payload.find({
    collection: 'saved-search-alerts',
    where: { status: { equals: 'waiting' } },
    pagination: false,
    depth: 0,
    select: { savedSearch: true },
  })
  const ids = [...new Set(waiting.map((alert) => String(alert.savedSearch)))]
  if (!ids.length) return 0
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
  const agency = await agencyName(payload)
  let sent = 0
  for (const search of docs as unknown as Search[]) {
    if (!due(search, now)) continue
    if (await digestOne(payload, search, agency, now)) sent++
  }
  return sent
}
