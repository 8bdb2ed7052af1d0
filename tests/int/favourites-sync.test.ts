// Favourites across devices and their alerts (issue 15, docs/decisions/0028) on a real database
// and a real SMTP server: the link asked on the favourites page arrives in the visitor's
// language, opening it on a device confirms the address and joins that browser's favourites with
// the stored ones, a second device's changes (additions and removals) follow; a price drop, an
// option, a sale or a rental of a favourite is mailed once per list, property and event, with the
// one-click unsubscribe; unknown, expired and stopped tokens change nothing and answer a
// localized error; the anti-spam envelope holds; and the list is staff-only data.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'

import { POST as alertsPost } from '@/app/api/favourites/sync/alerts/route'
import { POST as mergePost } from '@/app/api/favourites/sync/merge/route'
import { POST as requestPost } from '@/app/api/favourites/sync/route'
import { POST as stopPost } from '@/app/api/favourites/sync/stop/route'
import {
  GET as unsubscribeGet,
  POST as unsubscribePost,
} from '@/app/api/favourites/unsubscribe/route'
import { runMailQueue } from '@/jobs'
import { matchFavourites } from '@/lib/favourites/alerts'
import { LINK_MAILS_PER_HOUR, purgeStaleFavouriteLists } from '@/lib/favourites/sync'
import { resetRateLimits } from '@/lib/forms/rateLimit'

import { createOwner, createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api } from '../helpers/rest'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { unique } from './formsHelpers'

let payload: Payload
let smtp: TestSmtp

beforeAll(async () => {
  process.env.FORMS_CAPTCHA = 'off'
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  payload = await getTestPayload()
  await runMailQueue(payload)
})

afterAll(async () => {
  await smtp?.close()
})

beforeEach(async () => {
  process.env.SMTP_URL = smtp.url
  process.env.FORMS_CAPTCHA = 'off'
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  await resetRateLimits(payload)
})

const post = (
  handler: (request: Request) => Promise<Response>,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  handler(
    new Request(`http://localhost/api/favourites/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  )

const publish = async (data: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'properties',
    locale: 'nl',
    data: {
      title: `Favoriet ${Math.random().toString(36).slice(2, 7)}`,
      goal: 'sale',
      propertyType: 'house',
      zip: '3000',
      city: 'Leuven',
      price: 300000,
      _status: 'published',
      ...data,
    } as never,
  })

const header = (mail: ParsedMail, key: string) =>
  mail.headerLines
    .find((line) => line.key === key)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ')

/** Runs the queued jobs (the matching, then the mails) and returns the alerts sent to `email`. */
const alertsTo = async (email: string, expected = 0) => {
  await runMailQueue(payload)
  await runMailQueue(payload)
  const all = await smtp.waitFor(email, expected + 100, expected > 0 ? 1_500 : 300)
  return all.filter((mail) => header(mail, 'list-unsubscribe-post'))
}

/** Asks the link on the favourites page and returns the token of the mail that arrives. */
const askLink = async (
  ids: (number | string)[],
  locale: 'nl' | 'fr' | 'en' | 'de' = 'nl',
  email = unique('favourites'),
) => {
  const response = await post(requestPost, 'sync/', { email, ids, locale })
  expect(response.status).toBe(202)
  await runMailQueue(payload)
  const mails = await smtp.waitFor(email, 1)
  const mail = mails.at(-1)!
  const match = /(https?:\/\/\S+)#sync=([\w-]+)/.exec(mail.text ?? '')
  expect(match).not.toBeNull()
  return { email, mail, url: match![1], token: match![2] }
}

const merge = async (token: string, added: unknown[], removed: unknown[] = [], locale = 'nl') =>
  post(mergePost, 'sync/merge/', { token, added, removed, locale })

/** A confirmed list holding these properties. */
const linked = async (ids: (number | string)[], locale: 'nl' | 'fr' | 'en' | 'de' = 'nl') => {
  const link = await askLink(ids, locale)
  const response = await merge(link.token, ids.map(Number))
  expect(response.status).toBe(200)
  return link
}

const listOf = async (email: string) =>
  (
    await payload.find({
      collection: 'favourite-lists',
      where: { email: { equals: email } },
      depth: 0,
    })
  ).docs

describe('the magic link', () => {
  it('mails a link in the visitor’s language; opening it confirms and joins the favourites', async () => {
    const [a, b, c] = [await publish(), await publish(), await publish()]
    const { email, mail, url, token } = await askLink([a.id], 'fr')
    expect(mail.subject).toContain('Vos favoris sur tous vos appareils')
    expect(url).toMatch(/\/fr\/favoris\/$/)
    // Nothing alerts or syncs before the link is opened.
    expect((await listOf(email))[0]).toMatchObject({ status: 'pending' })

    // The link opened on a phone holding another favourite: the union, newest (this device's) first.
    const phone = await merge(token, [b.id])
    expect(phone.status).toBe(200)
    expect((await phone.json()).ids).toEqual([b.id, a.id])
    const [list] = await listOf(email)
    expect(list).toMatchObject({ status: 'active' })
    expect(list.confirmedAt).toBeTruthy()

    // The computer (which asked the link with `a`) opens it too and had added `c` meanwhile.
    const computer = await merge(token, [c.id, a.id])
    expect((await computer.json()).ids).toEqual([c.id, a.id, b.id])

    // The phone removes `a`: gone on every device, not brought back by the computer's next sync.
    const removed = await merge(token, [], [a.id])
    expect((await removed.json()).ids).toEqual([c.id, b.id])
    const later = await merge(token, [])
    expect((await later.json()).ids).toEqual([c.id, b.id])
  })

  it('sends the same link again for an address that already keeps a list, and changes nothing', async () => {
    const a = await publish()
    const first = await linked([a.id])
    const other = await publish()
    const again = await askLink([other.id], 'nl', first.email)
    expect(again.token).toBe(first.token)
    const lists = await listOf(first.email)
    expect(lists).toHaveLength(1)
    expect(lists[0].properties).toEqual([a.id])
  })

  it('mails one address at most three links an hour, however many clients ask', async () => {
    const email = unique('bombed')
    for (let i = 0; i < LINK_MAILS_PER_HOUR + 2; i++) {
      const response = await post(
        requestPost,
        'sync/',
        { email, ids: [], locale: 'nl' },
        { 'x-forwarded-for': `198.51.100.${i + 1}` },
      )
      expect(response.status).toBe(202) // the same answer for every request
    }
    const { totalDocs } = await payload.count({
      collection: 'mail-outbox',
      where: { and: [{ purpose: { equals: 'favourites-link' } }, { to: { equals: email } }] },
    })
    expect(totalDocs).toBe(LINK_MAILS_PER_HOUR)
  })

  it('keeps only published properties a browser sends', async () => {
    const draft = await payload.create({
      collection: 'properties',
      data: {
        title: 'Ontwerp',
        goal: 'sale',
        zip: '3000',
        city: 'Leuven',
        _status: 'draft',
      } as never,
      draft: true,
    })
    const a = await publish()
    const { token } = await askLink([])
    const response = await merge(token, [draft.id, a.id, 999_999])
    expect((await response.json()).ids).toEqual([a.id])
  })

  it('answers a localized 404 to an unknown, expired or stopped token, and changes nothing', async () => {
    const unknown = await merge('x'.repeat(32), [1], [], 'de')
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).message).toContain('nicht mehr gültig')
    expect((await merge('bad token!', [1], [], 'en')).status).toBe(404)

    // Expired: an unconfirmed link older than a week.
    const a = await publish()
    const old = await askLink([a.id])
    const [pending] = await listOf(old.email)
    await payload.db.updateOne({
      collection: 'favourite-lists',
      id: pending.id,
      data: { createdAt: new Date(Date.now() - 8 * 86_400_000).toISOString() },
    })
    const expired = await merge(old.token, [], [], 'fr')
    expect(expired.status).toBe(404)
    expect((await expired.json()).message).toContain('n’est plus valable')
    expect((await listOf(old.email))[0]).toMatchObject({ status: 'pending' })

    // Stopped from the page: the token is used up on every device.
    const live = await linked([a.id])
    expect((await post(stopPost, 'sync/stop/', { token: live.token })).status).toBe(200)
    expect((await merge(live.token, [])).status).toBe(404)
    expect((await listOf(live.email))[0]).toMatchObject({ status: 'stopped' })
    expect((await post(stopPost, 'sync/stop/', { token: live.token })).status).toBe(404)
  })
})

describe('retention', () => {
  it('deletes lists never confirmed within 30 days, and stopped ones after the retention', async () => {
    const a = await publish()
    const pending = await askLink([a.id])
    const stopped = await linked([a.id])
    await post(stopPost, 'sync/stop/', { token: stopped.token })
    const kept = await linked([a.id])
    const [pendingList] = await listOf(pending.email)
    await payload.db.updateOne({
      collection: 'favourite-lists',
      id: pendingList.id,
      data: { createdAt: new Date(Date.now() - 31 * 86_400_000).toISOString() },
    })
    await purgeStaleFavouriteLists(payload, { stoppedBefore: new Date(Date.now() + 60_000) })
    expect(await listOf(pending.email)).toHaveLength(0)
    expect(await listOf(stopped.email)).toHaveLength(0)
    expect(await listOf(kept.email)).toHaveLength(1)
  })
})

describe('the envelope of the link form', () => {
  it('refuses a filled honeypot, a missing or malformed address, with localized messages', async () => {
    const honeypot = await post(requestPost, 'sync/', {
      email: unique('bot'),
      website: 'http://spam.example',
      locale: 'en',
    })
    expect(honeypot.status).toBe(400)
    const invalid = await post(requestPost, 'sync/', { email: 'not-an-address', locale: 'nl' })
    expect(invalid.status).toBe(400)
    const body = await invalid.json()
    expect(body.errors[0]).toMatchObject({ field: 'email' })
    expect(body.errors[0].message).toMatch(/e-mailadres/i)
    expect((await post(requestPost, 'sync/', 'nonsense')).status).toBe(400)
  })

  it('asks the captcha when it is on', async () => {
    process.env.FORMS_CAPTCHA = 'on'
    const response = await post(requestPost, 'sync/', { email: unique('captcha'), locale: 'fr' })
    expect(response.status).toBe(400)
    expect((await response.json()).errors[0]).toMatchObject({ field: 'altcha' })
  })

  it('limits the requests per client and per address', async () => {
    process.env.FORMS_RATE_LIMIT_PER_MINUTE = '2'
    const email = unique('limited')
    const statuses: number[] = []
    for (let i = 0; i < 3; i++)
      statuses.push(
        (
          await post(
            requestPost,
            'sync/',
            { email, locale: 'nl' },
            { 'x-forwarded-for': '203.0.113.9' },
          )
        ).status,
      )
    expect(statuses).toEqual([202, 202, 429])
  })
})

describe('alerts about favourites', () => {
  it('mails a price drop once, with both prices and the one-click unsubscribe', async () => {
    const property = await publish({ price: 320000, title: 'Rijwoning aan het park' })
    const { email } = await linked([property.id], 'en')
    await payload.update({
      collection: 'properties',
      id: property.id,
      data: { price: 295000 } as never,
    })
    const mails = await alertsTo(email, 1)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toContain('the price was lowered')
    expect(mail.text).toContain('€ 295.000')
    expect(mail.text).toContain('was € 320.000')
    expect(mail.html).toMatch(/<s[^>]*>€ 320\.000<\/s>/)
    expect(mail.text).toMatch(/\/en\/favourites\/#sync=[\w-]+/)
    expect(header(mail, 'list-unsubscribe')).toMatch(
      /^<https?:\/\/[^>]+\/api\/favourites\/unsubscribe\/\?token=[\w-]+>, <mailto:[^>]+>$/,
    )
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    // The same job again (a retry, a second server): nothing more.
    const again = await matchFavourites(payload, {
      propertyId: property.id,
      event: 'priceDrop',
      price: 295000,
      oldPrice: 320000,
    })
    expect(again.written).toBe(0)
    expect(await alertsTo(email)).toHaveLength(1)
  })

  it('mails a sale and a rental once each, in the subscriber’s language', async () => {
    const sale = await publish({ title: 'Villa te koop' })
    const rent = await publish({ title: 'Appartement te huur', goal: 'rent', price: 900 })
    const { email } = await linked([sale.id, rent.id], 'nl')
    await payload.update({
      collection: 'properties',
      id: sale.id,
      data: { status: 'sold' } as never,
    })
    await payload.update({
      collection: 'properties',
      id: rent.id,
      data: { status: 'rented' } as never,
    })
    const mails = await alertsTo(email, 2)
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [
        expect.stringContaining('Appartement te huur is verhuurd'),
        expect.stringContaining('Villa te koop is verkocht'),
      ].sort(),
    )
    // Saved again while sold: no news.
    await payload.update({
      collection: 'properties',
      id: sale.id,
      data: { title: 'Villa (verkocht)' } as never,
    })
    expect(await alertsTo(email)).toHaveLength(2)
  })

  it('mails nobody whose list does not hold the property, nor an unconfirmed list', async () => {
    const property = await publish({ price: 400000 })
    const { email } = await askLink([property.id]) // never opened
    const other = await linked([(await publish()).id])
    await payload.update({
      collection: 'properties',
      id: property.id,
      data: { price: 350000 } as never,
    })
    expect(await alertsTo(email)).toHaveLength(0)
    expect(await alertsTo(other.email)).toHaveLength(0)
  })

  it('sends nothing more after the one-click unsubscribe; the list still syncs; the page switch turns it back on', async () => {
    const property = await publish({ price: 500000 })
    const { email, token } = await linked([property.id], 'de')
    const page = await unsubscribeGet(
      new Request(`http://localhost/api/favourites/unsubscribe/?token=${token}`),
    )
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('E-Mails beenden')
    expect((await listOf(email))[0]).toMatchObject({ alerts: true }) // a GET changes nothing

    const oneClick = await unsubscribePost(
      new Request(`http://localhost/api/favourites/unsubscribe/?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(oneClick.status).toBe(200)
    await payload.update({
      collection: 'properties',
      id: property.id,
      data: { price: 450000 } as never,
    })
    expect(await alertsTo(email)).toHaveLength(0)
    const synced = await merge(token, [])
    expect(synced.status).toBe(200)
    expect((await synced.json()).alerts).toBe(false)

    expect((await post(alertsPost, 'sync/alerts/', { token, alerts: true })).status).toBe(200)
    await payload.update({
      collection: 'properties',
      id: property.id,
      data: { price: 420000 } as never,
    })
    expect(await alertsTo(email, 1)).toHaveLength(1)
  })

  it('answers an unknown unsubscribe token with a localized 404 page', async () => {
    const response = await unsubscribePost(
      new Request(
        `http://localhost/api/favourites/unsubscribe/?token=${'y'.repeat(32)}&locale=fr`,
        {
          method: 'POST',
        },
      ),
    )
    expect(response.status).toBe(404)
    expect(await response.text()).toContain('Ce lien n’est plus valable')
  })
})

describe('access to the favourites lists', () => {
  let tokens: Record<'admin' | 'editor' | 'owner', string>
  let listId: number | string

  beforeAll(async () => {
    tokens = {
      admin: await tokenFor(payload, await createStaff(payload, 'admin')),
      editor: await tokenFor(payload, await createStaff(payload, 'editor')),
      owner: await tokenFor(payload, await createOwner(payload)),
    }
    const { email } = await linked([(await publish()).id])
    listId = (await listOf(email))[0].id
  })

  it('anonymous visitors and owners read and write nothing', async () => {
    for (const token of [undefined, 'owner'] as const) {
      const auth = token ? { token: tokens[token] } : {}
      expect((await api('GET', 'favourite-lists?limit=1', auth)).status).toBe(403)
      expect((await api('GET', `favourite-lists/${listId}`, auth)).status).toBe(403)
      const create = await api('POST', 'favourite-lists', {
        ...auth,
        body: { email: 'x@test.example' },
      })
      expect(create.status).toBe(403)
      const update = await api('PATCH', `favourite-lists/${listId}`, {
        ...auth,
        body: { alerts: false },
      })
      expect(update.status).toBe(403)
    }
  })

  it('staff read the lists without their tokens; nobody creates or edits one over REST', async () => {
    for (const role of ['editor', 'admin'] as const) {
      const read = await api('GET', 'favourite-lists?limit=5&depth=0', { token: tokens[role] })
      expect(read.status).toBe(200)
      expect(read.json.docs.length).toBeGreaterThan(0)
      for (const doc of read.json.docs) expect(doc.token).toBeUndefined()
      const create = await api('POST', 'favourite-lists', {
        token: tokens[role],
        body: { email: 'x@test.example' },
      })
      expect(create.status).toBe(403)
      const update = await api('PATCH', `favourite-lists/${listId}`, {
        token: tokens[role],
        body: { alerts: false },
      })
      expect(update.status).toBe(403)
    }
  })

  it('an editor deletes no list; an admin does', async () => {
    expect(
      (await api('DELETE', `favourite-lists/${listId}`, { token: tokens.editor })).status,
    ).toBe(403)
    expect((await api('DELETE', `favourite-lists/${listId}`, { token: tokens.admin })).status).toBe(
      200,
    )
  })
})
