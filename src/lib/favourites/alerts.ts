// Alerts about favourites (docs/decisions/0028): the Properties hook that finds the saved-search
// events (collections/Properties/hooks/queueSavedSearchMatches.ts) also asks `favouriteEvents`
// for a price drop, an option, a sale or a rental, and queues one `matchFavourites` job each.
// The job mails every confirmed list holding that property, once ever per (list, property,
// event): the outbox's unique `key` is the record, written with the mail and its job in one
// transaction, so a second run, a retried job or a second server writes nothing.
import type { Payload, PayloadRequest } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { alertOrigin } from '@/lib/alerts/links'
import { agencyName, alertItem, publicProperties } from '@/lib/alerts/match'
import { MAIL_QUEUE, queueMail } from '@/lib/mail/outbox'
import { unsubscribeHeaders } from '@/lib/mail/subscriptions'

import { favouriteAlertMail } from './mail'
import type { FavouriteEvent } from './statuses'
import { favouritesSyncUrl, favouritesUnsubscribeUrl } from './sync'

export type FavouriteEventInput = {
  propertyId: number | string
  event: FavouriteEvent
  price?: number | null
  oldPrice?: number | null
}

type Version = { listedPrice?: number | null; status?: string | null } | null

/** The favourites' events of a published save, compared with the last published version. */
export const favouriteEventsOf = (
  doc: { listedPrice?: number | null; status?: string | null },
  before: Version,
): Omit<FavouriteEventInput, 'propertyId'>[] => {
  if (!before) return [] // a first publish is nobody's favourite yet
  const events: Omit<FavouriteEventInput, 'propertyId'>[] = []
  if (
    typeof before.listedPrice === 'number' &&
    typeof doc.listedPrice === 'number' &&
    doc.listedPrice < before.listedPrice
  )
    events.push({ event: 'priceDrop', price: doc.listedPrice, oldPrice: before.listedPrice })
  if (
    (doc.status === 'option' || doc.status === 'sold' || doc.status === 'rented') &&
    doc.status !== before.status
  )
    events.push({ event: doc.status })
  return events
}

/** Called by the Properties hook in the save's transaction: one job per event. */
export const queueFavouriteAlerts = async (
  req: PayloadRequest,
  doc: { id: number | string; listedPrice?: number | null; status?: string | null },
  before: Version,
) => {
  if (!('favourite-lists' in req.payload.collections)) return
  for (const input of favouriteEventsOf(doc, before)) {
    await req.payload.jobs.queue({
      task: 'matchFavourites',
      input: { propertyId: String(doc.id), ...input },
      queue: MAIL_QUEUE,
      req,
    })
  }
}

/** The once-ever key: a second, deeper price drop is news again; the same drop is not. */
export const favouriteAlertKey = (listId: number | string, input: FavouriteEventInput) =>
  `favourite:${listId}:${input.propertyId}:${input.event === 'priceDrop' ? `priceDrop-${input.price ?? ''}` : input.event}`

/** The unsubscribe headers of a favourite's alert. */
export const favouriteUnsubscribeHeaders = (origin: string, token: string) =>
  unsubscribeHeaders(favouritesUnsubscribeUrl(origin, token), `unsubscribe favourites ${token}`)

type Doc = Record<string, unknown> & { id: number | string }

/** The property as a visitor sees it (sold and rented ones too), in one language. */
const shownProperty = async (payload: Payload, id: number | string, locale: Locale) =>
  (await publicProperties(payload, [id], locale, { concluded: true }))[0] ?? null

type List = {
  id: number | string
  email: string
  locale: string
  origin?: string | null
  token?: string | null
}

/** Mails one event of a property to every confirmed list holding it, once ever per list. */
export const matchFavourites = async (payload: Payload, input: FavouriteEventInput) => {
  const source = await payload.findByID({
    collection: 'properties',
    id: input.propertyId,
    depth: 0,
    disableErrors: true,
  })
  if (!source || source._status !== 'published') return { matched: 0, written: 0 }
  input = { ...input, propertyId: source.id }
  const { docs } = await payload.find({
    collection: 'favourite-lists',
    where: {
      and: [
        { status: { equals: 'active' } },
        { alerts: { equals: true } },
        { properties: { in: [source.id] } },
      ],
    },
    pagination: false,
    depth: 0,
    // Local API without access control: the token field is hidden from REST only.
    select: { email: true, locale: true, origin: true, token: true },
  })
  const lists = docs as unknown as List[]
  if (!lists.length) return { matched: 0, written: 0 }
  const keys = lists.map((list) => `alert:${favouriteAlertKey(list.id, input)}`)
  const { docs: existing } = await payload.find({
    collection: 'mail-outbox',
    where: { key: { in: keys } },
    pagination: false,
    depth: 0,
    select: { key: true },
  })
  const known = new Set(existing.map((doc) => String(doc.key)))
  const agency = await agencyName(payload)
  const shown = new Map<Locale, Doc | null>()
  let written = 0
  for (const list of lists) {
    const key = `alert:${favouriteAlertKey(list.id, input)}`
    if (known.has(key) || !list.token) continue
    const locale: Locale = isLocale(list.locale) ? list.locale : 'nl'
    if (!shown.has(locale)) shown.set(locale, await shownProperty(payload, source.id, locale))
    const property = shown.get(locale)
    if (!property) continue
    const origin = alertOrigin(list.origin)
    const item = alertItem(property, {
      event: 'priceDrop',
      oldPrice: input.oldPrice,
      locale,
      origin,
    })
    const mail = favouriteAlertMail({
      locale,
      event: input.event,
      item: {
        ...item,
        price: input.event === 'priceDrop' ? (input.price ?? item.price) : item.price,
      },
      favouritesUrl: favouritesSyncUrl(origin, locale, list.token),
      unsubscribeUrl: favouritesUnsubscribeUrl(origin, list.token),
      agencyName: agency,
    })
    const req = await createLocalReq({}, payload)
    const shouldCommit = await initTransaction(req)
    try {
      await queueMail(
        payload,
        {
          purpose: 'favourite-alert',
          to: list.email,
          mail,
          headers: favouriteUnsubscribeHeaders(origin, list.token),
          key,
        },
        { req },
      )
      if (shouldCommit) await commitTransaction(req)
      written++
    } catch (error) {
      await killTransaction(req)
      // Usually another run wrote this alert first (the unique key).
      payload.logger.warn({ err: error, msg: `Favourites list ${list.id}: alert not written` })
    }
  }
  return { matched: lists.length, written }
}
