// Favourites across devices (docs/decisions/0028): a favourites list stored against a confirmed
// e-mail address, reached only through the random token of the link mailed to it. The link opens
// the favourites page, whose island sends this browser's changes (src/lib/favourites/merge.ts)
// and keeps the token in localStorage; the first sync confirms the address.
import type { Payload } from 'payload'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'

import { isLocale, type Locale } from '@/i18n/locales'
import { absoluteUrl, listPath } from '@/lib/site/paths'
import { queueMail } from '@/lib/mail/outbox'
import { findByToken, newToken } from '@/lib/mail/subscriptions'
import { agencyName } from '@/lib/alerts/match'
import { alertOrigin } from '@/lib/alerts/links'

import { favouritesLinkMail } from './mail'
import { applyChanges, type FavouritesChange } from './merge'
import type { FavouriteListStatus } from './statuses'
import { MAX_FAVOURITES } from './store'

export { favouriteListStatuses } from './statuses'

/** An unconfirmed link is good for a week; a confirmed one until the visitor stops it. */
export const PENDING_LINK_DAYS = 7

export type FavouriteList = {
  id: number | string
  email: string
  status: FavouriteListStatus
  locale: Locale
  alerts?: boolean | null
  origin?: string | null
  token?: string | null
  properties?: (number | { id: number })[] | null
  createdAt: string
}

export const idsOf = (list: Pick<FavouriteList, 'properties'>): number[] =>
  (list.properties ?? []).map((item) => (typeof item === 'object' ? item.id : item))

/** The favourites page with the token in its fragment: it never reaches a server or a log. */
export const favouritesSyncUrl = (origin: string, locale: Locale, token: string) =>
  `${absoluteUrl(origin, listPath('/favourites', locale))}#sync=${encodeURIComponent(token)}`

export const favouritesUnsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/favourites/unsubscribe/?token=${encodeURIComponent(token)}`

/** Of these ids, those of properties a visitor may see (published), in the given order. */
export const publishedIds = async (payload: Payload, ids: readonly number[]) => {
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'properties',
    where: { id: { in: [...ids] } },
    overrideAccess: false,
    depth: 0,
    limit: ids.length,
    select: {},
  })
  const found = new Set(docs.map((doc) => Number(doc.id)))
  return ids.filter((id) => found.has(id))
}

/** Of these ids, those of properties that still exist (a relationship refuses the others). */
const existingIds = async (payload: Payload, ids: readonly number[]) => {
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'properties',
    where: { id: { in: [...ids] } },
    depth: 0,
    limit: ids.length,
    select: {},
  })
  const found = new Set(docs.map((doc) => Number(doc.id)))
  return ids.filter((id) => found.has(id))
}

/**
 * The list of a token, or null: unknown, malformed, stopped, or an unconfirmed link older than
 * a week. Staff-only data: trusted callers.
 */
export const findListByToken = async (
  payload: Payload,
  token: unknown,
  now = new Date(),
): Promise<FavouriteList | null> => {
  const list = (await findByToken(payload, 'favourite-lists', token)) as FavouriteList | null
  if (!list || list.status === 'stopped') return null
  if (
    list.status === 'pending' &&
    now.getTime() - new Date(list.createdAt).getTime() > PENDING_LINK_DAYS * 86_400_000
  )
    return null
  return { ...list, locale: isLocale(list.locale) ? list.locale : 'nl' }
}

/**
 * Link mails one address receives per hour at most: whoever types somebody's address cannot
 * fill their mailbox (the per-client rate limit alone allowed thousands a day).
 */
export const LINK_MAILS_PER_HOUR = 3

/**
 * Mails the link of this address's favourites list, creating the list (pending, with this
 * browser's published favourites) when it has none. The link of an existing list is sent again,
 * and nothing of it changes: whoever typed the address has no access to its list before opening
 * the mail. Past LINK_MAILS_PER_HOUR, nothing is sent. Answers nothing either way (the caller
 * says the same for every address).
 */
export const requestSyncLink = async (
  payload: Payload,
  { email, ids, locale, origin }: { email: string; ids: number[]; locale: Locale; origin: string },
) => {
  const address = email.trim().toLowerCase()
  const req = await createLocalReq({}, payload)
  const shouldCommit = await initTransaction(req)
  try {
    const { docs } = await payload.find({
      collection: 'favourite-lists',
      where: { and: [{ email: { equals: address } }, { status: { not_equals: 'stopped' } }] },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      req,
    })
    let list = docs[0] as unknown as FavouriteList | undefined
    if (list && !(await findListByToken(payload, list.token))) list = undefined // expired
    if (!list) {
      list = (await payload.create({
        collection: 'favourite-lists',
        data: {
          email: address,
          status: 'pending',
          locale,
          origin,
          token: newToken(),
          properties: await publishedIds(payload, ids.slice(0, MAX_FAVOURITES)),
        },
        req,
      })) as unknown as FavouriteList
    }
    const { totalDocs: sentLastHour } = await payload.count({
      collection: 'mail-outbox',
      where: {
        and: [
          { purpose: { equals: 'favourites-link' } },
          { to: { equals: address } },
          { createdAt: { greater_than: new Date(Date.now() - 3600_000).toISOString() } },
        ],
      },
      req,
    })
    if (sentLastHour >= LINK_MAILS_PER_HOUR) {
      if (shouldCommit) await commitTransaction(req)
      return true
    }
    const mailLocale = list.status === 'active' && isLocale(list.locale) ? list.locale : locale
    const mail = favouritesLinkMail({
      locale: mailLocale,
      url: favouritesSyncUrl(alertOrigin(origin), mailLocale, list.token!),
      agencyName: await agencyName(payload),
    })
    await queueMail(payload, { purpose: 'favourites-link', to: address, mail }, { req })
    if (shouldCommit) await commitTransaction(req)
    return true
  } catch (error) {
    await killTransaction(req)
    payload.logger.error({ err: error, msg: 'Favourites: the link could not be queued' })
    return false
  }
}

export type SyncResult = { ids: number[]; alerts: boolean; locale: Locale }

/**
 * One browser's sync: confirms the address on the first one, applies the browser's changes since
 * its last sync (additions only of published properties) and answers the stored list.
 */
export const syncByToken = async (
  payload: Payload,
  token: unknown,
  change: FavouritesChange,
): Promise<SyncResult | null> => {
  const list = await findListByToken(payload, token)
  if (!list) return null
  const added = await publishedIds(payload, change.added.slice(0, MAX_FAVOURITES))
  const stored = idsOf(list)
  const ids = await existingIds(payload, applyChanges(stored, { added, removed: change.removed }))
  const now = new Date().toISOString()
  await payload.update({
    collection: 'favourite-lists',
    id: list.id,
    data: {
      properties: ids,
      syncedAt: now,
      ...(list.status === 'pending' ? { status: 'active', confirmedAt: now } : {}),
    },
  })
  return { ids, alerts: list.alerts !== false, locale: list.locale }
}

/** Stops the list for good: no sync, no mail; the token is used up on every device. */
export const stopByToken = async (payload: Payload, token: unknown) => {
  const list = await findListByToken(payload, token)
  if (!list) return null
  await payload.update({
    collection: 'favourite-lists',
    id: list.id,
    data: { status: 'stopped', stoppedAt: new Date().toISOString() },
  })
  return list
}

/** The mails' one-click unsubscribe (RFC 8058): no more alerts; the list still follows. */
export const unsubscribeAlertsByToken = async (payload: Payload, token: unknown) => {
  const list = await findListByToken(payload, token)
  if (!list) return null
  if (list.alerts !== false)
    await payload.update({
      collection: 'favourite-lists',
      id: list.id,
      data: { alerts: false },
    })
  return list
}

/** Alerts on again (the favourites page's choice). */
export const setAlertsByToken = async (payload: Payload, token: unknown, alerts: boolean) => {
  const list = await findListByToken(payload, token)
  if (!list || list.status !== 'active') return null
  await payload.update({
    collection: 'favourite-lists',
    id: list.id,
    data: { alerts },
  })
  return list
}

/** Unconfirmed lists are deleted after this many days (their link died after a week). */
export const UNCONFIRMED_LIST_DAYS = 30

/**
 * Retention (in the nightly purge): lists never confirmed within 30 days, and stopped ones once
 * the retention has passed since (`stoppedBefore`, none when the agency keeps them).
 */
export const purgeStaleFavouriteLists = async (
  payload: Payload,
  { now = new Date(), stoppedBefore }: { now?: Date; stoppedBefore?: Date | null } = {},
) => {
  const pendingBefore = new Date(now.getTime() - UNCONFIRMED_LIST_DAYS * 86_400_000)
  const { docs } = await payload.delete({
    collection: 'favourite-lists',
    where: {
      or: [
        {
          and: [
            { status: { equals: 'pending' } },
            { createdAt: { less_than: pendingBefore.toISOString() } },
          ],
        },
        ...(stoppedBefore
          ? [
              {
                and: [
                  { status: { equals: 'stopped' } },
                  { stoppedAt: { less_than: stoppedBefore.toISOString() } },
                ],
              },
            ]
          : []),
      ],
    },
    depth: 0,
  })
  if (docs.length) payload.logger.info({ msg: `Purged ${docs.length} stale favourites list(s)` })
  return docs.length
}
