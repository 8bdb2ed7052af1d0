// Saved-search alerts (issue 15, docs/alerts.md) end to end on a real database and a real
// SMTP server: the demand register stores a pending search, its confirmation link activates it,
// a matching publish, price drop or return to availability mails it once ever, digests batch,
// the one-click unsubscribe stops everything, and bad tokens answer 404 pages, never a 500.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { ParsedMail } from 'mailparser'
import type { Payload } from 'payload'
import { REST_GET } from '@payloadcms/next/routes'

import config from '@payload-config'
import { GET as confirmGet } from '@/app/api/alerts/confirm/route'
import { POST as managePost } from '@/app/api/alerts/manage/route'
import { GET as unsubscribeGet, POST as unsubscribePost } from '@/app/api/alerts/unsubscribe/route'
import { runMailQueue } from '@/jobs'
import { sendDigests } from '@/lib/alerts/digest'
import { matchProperty } from '@/lib/alerts/match'
import { resetRateLimits } from '@/lib/forms/rateLimit'
import { purgeStaleSavedSearches } from '@/jobs/purgeSubmissions'

import { createOwner, createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api } from '../helpers/rest'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { postJson, unique } from './formsHelpers'

let payload: Payload
let smtp: TestSmtp
let zipCounter = 0

beforeAll(async () => {
  process.env.FORMS_CAPTCHA = 'off'
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  payload = await getTestPayload()
  // Whatever earlier test files left in the queue is sent now, not counted below.
  await runMailQueue(payload)
})

afterAll(async () => {
  await smtp?.close()
})

beforeEach(async () => {
  process.env.SMTP_URL = smtp.url
  await resetRateLimits(payload)
})

/** A postcode no other test uses, so only this test's searches match its properties. */
const freshZip = () => String(3100 + (zipCounter++ % 800) + Math.floor(Math.random() * 50) * 0)

type Search = Record<string, unknown>

/** Saves a search through the forms endpoint and returns its address and confirmation link. */
const saveSearch = async (search: Search, locale: 'nl' | 'fr' | 'en' | 'de' = 'nl') => {
  const email = unique('alerts')
  const response = await postJson('demand-register', {
    firstName: 'Anna',
    lastName: 'Peeters',
    email,
    goal: 'sale',
    types: ['house'],
    locale,
    ...search,
  })
  expect(response.status).toBe(201)
  await runMailQueue(payload)
  const mails = await smtp.waitFor(email, 2)
  const confirm = mails.find((mail) => /\/api\/alerts\/confirm\//.test(mail.text ?? ''))
  expect(confirm).toBeDefined()
  const link = /https?:\/\/\S+\/api\/alerts\/confirm\/\?token=[\w-]+/.exec(confirm!.text ?? '')![0]
  return { email, link, token: new URL(link).searchParams.get('token')! }
}

const confirmLink = (link: string) =>
  confirmGet(new Request(link.replace(/^https?:\/\/[^/]+/, 'http://localhost')))

const savedAndConfirmed = async (search: Search, locale?: 'nl' | 'fr' | 'en' | 'de') => {
  const saved = await saveSearch(search, locale)
  const response = await confirmLink(saved.link)
  expect(response.status).toBe(303)
  return saved
}

const publish = async (data: Record<string, unknown>) =>
  payload.create({
    collection: 'properties',
    locale: 'nl',
    data: {
      title: `Woning ${Math.random().toString(36).slice(2, 7)}`,
      goal: 'sale',
      propertyType: 'house',
      city: 'Leuven',
      price: 300000,
      _status: 'published',
      ...data,
    } as never,
  })

/** Runs every queued job (matching, then the mails it wrote) and returns the mails to `email`. */
const settle = async (email: string, expected = 0) => {
  await runMailQueue(payload)
  await runMailQueue(payload)
  const all = await smtp.waitFor(email, expected + 100, expected > 0 ? 1_500 : 300)
  return all.filter((mail) => header(mail, 'list-unsubscribe-post'))
}

/** A header as sent (mailparser folds the List-* headers into one parsed object). */
const header = (mail: ParsedMail, key: string) =>
  mail.headerLines
    .find((line) => line.key === key)
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ')

describe('saving a search', () => {
  it('alerts nobody before the confirmation link is opened (double opt-in)', async () => {
    const zip = freshZip()
    const { email } = await saveSearch({ zones: [zip] })
    await publish({ zip })
    expect(await settle(email)).toHaveLength(0)
  })

  it('confirms through the link with a 303 to the localized manage page', async () => {
    const zip = freshZip()
    const { link, token } = await saveSearch({ zones: [zip] }, 'fr')
    const response = await confirmLink(link)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      `/fr/recherche-sur-mesure/gerer/?token=${token}&done=confirmed`,
    )
  })
})

describe('an instant alert', () => {
  it('mails one matching publish once, with photo line, price, reason, links and unsubscribe headers', async () => {
    const zip = freshZip()
    const { email } = await savedAndConfirmed({ zones: [zip], maxPrice: 400000 }, 'en')
    const property = await publish({ zip, title: 'Sunny house by the park' })
    const mails = await settle(email, 1)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail.subject).toContain('Sunny house by the park')
    expect(mail.text).toContain('New on offer')
    expect(mail.text).toContain('€ 300.000')
    expect(mail.text).toContain(`/${property.id}/`)
    expect(mail.text).toMatch(/\/en\/keep-me-informed\/manage\/\?token=/)
    expect(header(mail, 'list-unsubscribe')).toMatch(
      /^<https?:\/\/[^>]+\/api\/alerts\/unsubscribe\/\?token=[\w-]+>, <mailto:[^>]+>$/,
    )
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const outbox = await payload.find({
      collection: 'mail-outbox',
      where: { and: [{ to: { equals: email } }, { purpose: { equals: 'alert' } }] },
    })
    expect(outbox.totalDocs).toBe(1)

    // Saved again (no change that is an event): nothing more.
    await payload.update({
      collection: 'properties',
      id: property.id,
      data: { title: 'Sunny house by the park, renovated' } as never,
    })
    expect(await settle(email)).toHaveLength(1)
  })

  it('mails nothing for a property that does not match (other place, type, budget or goal)', async () => {
    const zip = freshZip()
    const { email } = await savedAndConfirmed({ zones: [zip], maxPrice: 350000, garden: true })
    await publish({ zip: freshZip() })
    await publish({ zip, propertyType: 'apartment', comfort: { garden: true } })
    await publish({ zip, price: 500000, comfort: { garden: true } })
    await publish({ zip, goal: 'rent', price: 900, comfort: { garden: true } })
    await publish({ zip }) // no garden
    expect(await settle(email)).toHaveLength(0)
  })

  it('matches a municipality by name, whatever its spelling', async () => {
    const { email } = await savedAndConfirmed({ zones: ['Sint-Niklaas'] })
    await publish({ zip: '9100', city: 'SINT NIKLAAS' })
    expect(await settle(email, 1)).toHaveLength(1)
  })

  it('matches a municipality’s search, in any of its languages, for a property in one of its sections', async () => {
    const gand = await savedAndConfirmed({ zones: ['Gand'] }, 'fr')
    const zwijnaarde = await savedAndConfirmed({ zones: ['Zwijnaarde'] })
    await publish({ zip: '9052', city: 'Zwijnaarde' })
    expect(await settle(gand.email, 1)).toHaveLength(1)
    expect(await settle(zwijnaarde.email, 1)).toHaveLength(1)
    // A section's search is not its whole municipality.
    await publish({ zip: '9000', city: 'Gent' })
    expect(await settle(gand.email, 2)).toHaveLength(2)
    expect(await settle(zwijnaarde.email)).toHaveLength(1)
  })

  it('mails a price drop once, with the new price and the old one struck through', async () => {
    const zip = freshZip()
    const { email } = await savedAndConfirmed({ zones: [zip] })
    const property = await publish({ zip, price: 320000 })
    expect(await settle(email, 1)).toHaveLength(1)
    await payload.update({
      collection: 'properties',
      id: property.id,
      data: { price: 295000 } as never,
    })
    const mails = await settle(email, 2)
    expect(mails).toHaveLength(2)
    const drop = mails.find((mail) => mail.text?.includes('De prijs is verlaagd'))!
    expect(drop).toBeDefined()
    expect(drop.text).toContain('€ 295.000')
    expect(drop.text).toContain('was € 320.000')
    expect(drop.html).toMatch(/<s[^>]*>€ 320\.000<\/s>/)
  })

  it('mails a property back to available', async () => {
    const zip = freshZip()
    const { email } = await savedAndConfirmed({ zones: [zip] })
    const property = await publish({ zip, status: 'option' })
    expect(await settle(email, 1)).toHaveLength(1)
    await payload.update({
      collection: 'properties',
      id: property.id,
      data: { status: 'available' } as never,
    })
    const mails = await settle(email, 2)
    expect(mails).toHaveLength(2)
    expect(mails[1].text).toContain('Opnieuw beschikbaar')
  })

  it('sends one mail when the same matching job runs twice', async () => {
    const zip = freshZip()
    const { email } = await savedAndConfirmed({ zones: [zip] })
    const property = await publish({ zip })
    await matchProperty(payload, { propertyId: property.id, event: 'new' })
    await matchProperty(payload, { propertyId: property.id, event: 'new' })
    expect(await settle(email, 1)).toHaveLength(1)
  })

  it('sends each mail once when a run crashes between two matches and the job runs again', async () => {
    const zip = freshZip()
    const first = await savedAndConfirmed({ zones: [zip] })
    const second = await savedAndConfirmed({ zones: [zip] })
    const property = await payload.create({
      collection: 'properties',
      locale: 'nl',
      context: { skipAlerts: true },
      data: {
        title: 'Crash',
        goal: 'sale',
        propertyType: 'house',
        zip,
        city: 'Leuven',
        price: 1,
        _status: 'published',
      } as never,
    })
    await expect(
      matchProperty(
        payload,
        { propertyId: property.id, event: 'new' },
        {
          afterEach: () => {
            throw new Error('the process died')
          },
        },
      ),
    ).rejects.toThrow('the process died')
    await matchProperty(payload, { propertyId: property.id, event: 'new' })
    expect(await settle(first.email, 1)).toHaveLength(1)
    expect(await settle(second.email, 1)).toHaveLength(1)
  })
})

describe('unsubscribing and managing', () => {
  it('stops every mail after a one-click POST (RFC 8058)', async () => {
    const zip = freshZip()
    const { email, token } = await savedAndConfirmed({ zones: [zip] })
    const response = await unsubscribePost(
      new Request(`http://localhost/api/alerts/unsubscribe/?token=${token}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect([200, 204]).toContain(response.status)
    await publish({ zip })
    expect(await settle(email)).toHaveLength(0)
    // The used-up link now answers the localized page with a 404.
    const again = await confirmLink(`http://localhost/api/alerts/confirm/?token=${token}`)
    expect(again.status).toBe(404)
  })

  it('pauses and resumes from the manage form, and saves new criteria', async () => {
    const zip = freshZip()
    const { email, token } = await savedAndConfirmed({ zones: [zip] })
    const post = (body: string) =>
      managePost(
        new Request(`http://localhost/api/alerts/manage/?token=${token}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
          body,
        }),
      )
    const paused = await post('action=pause')
    expect(paused.status).toBe(303)
    expect(paused.headers.get('location')).toContain('done=paused')
    await publish({ zip })
    expect(await settle(email)).toHaveLength(0)
    await post('action=resume')
    const otherZip = freshZip()
    const saved = await post(
      `action=save&goal=sale&types=apartment&zones=${otherZip}&frequency=instant&minBathrooms=2`,
    )
    expect(saved.headers.get('location')).toContain('done=saved')
    await publish({ zip: otherZip, propertyType: 'apartment', rooms: { bathrooms: 1 } })
    expect(await settle(email)).toHaveLength(0)
    await publish({ zip: otherZip, propertyType: 'apartment', rooms: { bathrooms: 2 } })
    expect(await settle(email, 1)).toHaveLength(1)
    const invalid = await post('action=save&goal=sale&zones=9000')
    expect(invalid.headers.get('location')).toContain('error=typesRequired')
  })

  it('answers an unknown token with a localized 404 page, never a 500', async () => {
    const bad = 'x'.repeat(32)
    for (const response of [
      await confirmGet(new Request(`http://localhost/api/alerts/confirm/?token=${bad}&locale=fr`)),
      await unsubscribeGet(new Request(`http://localhost/api/alerts/unsubscribe/?token=${bad}`)),
      await unsubscribePost(
        new Request(`http://localhost/api/alerts/unsubscribe/?token=<script>`, { method: 'POST' }),
      ),
      await managePost(
        new Request(`http://localhost/api/alerts/manage/?token=`, { method: 'POST', body: 'x' }),
      ),
    ]) {
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('text/html')
    }
    const fr = await confirmGet(
      new Request(`http://localhost/api/alerts/confirm/?token=${bad}&locale=fr`),
    )
    expect(await fr.text()).toContain('Ce lien n’est plus valable')
  })
})

describe('digests', () => {
  it('batches a daily search into one digest, newest first, and never mails a batch twice', async () => {
    const zip = freshZip()
    const { email } = await savedAndConfirmed({ zones: [zip], frequency: 'daily' })
    await publish({ zip, title: 'Eerste woning' })
    await publish({ zip, title: 'Tweede woning' })
    expect(await settle(email)).toHaveLength(0)
    expect(await sendDigests(payload)).toBeGreaterThanOrEqual(1)
    await sendDigests(payload)
    const mails = await settle(email, 1)
    expect(mails).toHaveLength(1)
    const text = mails[0].text ?? ''
    expect(mails[0].subject).toContain('2 panden passen')
    expect(text.indexOf('Tweede woning')).toBeLessThan(text.indexOf('Eerste woning'))
    expect(text.indexOf('Eerste woning')).toBeGreaterThan(-1)
  })

  it('keeps a weekly search for a week after its last digest', async () => {
    const zip = freshZip()
    const { email } = await savedAndConfirmed({ zones: [zip], frequency: 'weekly' })
    await publish({ zip })
    await runMailQueue(payload)
    await sendDigests(payload)
    expect(await settle(email, 1)).toHaveLength(1)
    await publish({ zip })
    await runMailQueue(payload)
    await sendDigests(payload, new Date(Date.now() + 24 * 3600 * 1000))
    expect(await settle(email)).toHaveLength(1)
    await sendDigests(payload, new Date(Date.now() + 7 * 24 * 3600 * 1000))
    expect(await settle(email, 2)).toHaveLength(2)
  })
})

describe('digests of many searches in one run (batched)', () => {
  /** An active search stored directly (the form's double opt-in is tested above). */
  const activeSearch = async (zip: string, frequency: 'instant' | 'daily' | 'weekly') =>
    (await payload.create({
      collection: 'saved-searches',
      data: {
        email: unique('batch'),
        status: 'active',
        frequency,
        locale: 'nl',
        goal: 'sale',
        types: ['house'],
        zips: [zip],
        municipalities: [],
        token: `batch-${Math.random().toString(36).slice(2)}-${Date.now()}`,
      } as never,
    })) as unknown as { id: number; email: string }

  /** A published property in `zip`, matched as the publish job would. */
  const matched = async (zip: string, title: string) => {
    const property = await payload.create({
      collection: 'properties',
      locale: 'nl',
      context: { skipAlerts: true },
      data: {
        title,
        goal: 'sale',
        propertyType: 'house',
        zip,
        city: 'Leuven',
        price: 250000,
        _status: 'published',
      } as never,
    })
    await matchProperty(payload, { propertyId: property.id, event: 'new' })
  }

  it('mails once when two runs match the same publish, and digest the same batch, at the same time', async () => {
    const zip = freshZip()
    const instant = await activeSearch(zip, 'instant')
    const daily = await activeSearch(zip, 'daily')
    const property = await payload.create({
      collection: 'properties',
      locale: 'nl',
      context: { skipAlerts: true },
      data: {
        title: 'Twee lopers woning',
        goal: 'sale',
        propertyType: 'house',
        zip,
        city: 'Leuven',
        price: 250000,
        _status: 'published',
      } as never,
    })
    const runs = await Promise.all([
      matchProperty(payload, { propertyId: property.id, event: 'new' }),
      matchProperty(payload, { propertyId: property.id, event: 'new' }),
    ])
    // Whichever ran first wrote both alerts; the other wrote nothing (its batch met the keys).
    expect(runs.map((run) => run.written).sort()).toEqual([0, 2])
    const digests = await Promise.all([sendDigests(payload), sendDigests(payload)])
    expect(digests.reduce((sum, sent) => sum + sent, 0)).toBeGreaterThanOrEqual(1)
    await runMailQueue(payload)
    for (const email of [instant.email, daily.email]) {
      const mails = (await smtp.waitFor(email, 2, 1_500)).filter((mail) =>
        header(mail, 'list-unsubscribe-post'),
      )
      expect(mails, email).toHaveLength(1)
      expect(mails[0].text).toContain('Twee lopers woning')
    }
  })

  it('gives each search exactly its own properties, at most 20 a mail, once', async () => {
    const [zipA, zipB, zipC] = [freshZip(), freshZip(), freshZip()]
    const a = await activeSearch(zipA, 'daily')
    const alsoA = await activeSearch(zipA, 'weekly')
    const b = await activeSearch(zipB, 'daily')
    const c = await activeSearch(zipC, 'weekly')
    for (let i = 1; i <= 22; i++) await matched(zipA, `Batch A ${i} woning`)
    await matched(zipB, 'Batch B woning')
    await matched(zipC, 'Batch C woning')

    // Two searches a transaction: the four digests are written in two batches.
    expect(await sendDigests(payload, new Date(), { batch: 2 })).toBeGreaterThanOrEqual(4)
    expect(await sendDigests(payload, new Date(), { batch: 2 })).toBe(0)
    await runMailQueue(payload)
    const mailsTo = async (email: string) =>
      (await smtp.waitFor(email, 1)).filter((mail) => header(mail, 'list-unsubscribe-post'))

    for (const search of [a, alsoA]) {
      const mails = await mailsTo(search.email)
      expect(mails).toHaveLength(1)
      const text = mails[0].text ?? ''
      expect(mails[0].subject).toContain('22 panden passen')
      // Newest first: the 20 newest listed, the two oldest counted in a line.
      expect(text).toContain('Batch A 22 woning')
      expect(text).toContain('Batch A 3 woning')
      expect(text).not.toContain('Batch A 2 woning')
      expect(text).not.toContain('Batch A 1 woning')
      expect(text).toContain('En nog 2 panden op onze website.')
      expect(text).not.toContain('Batch B')
      expect(text).not.toContain('Batch C')
    }
    for (const [search, own] of [
      [b, 'Batch B woning'],
      [c, 'Batch C woning'],
    ] as const) {
      const mails = await mailsTo(search.email)
      expect(mails).toHaveLength(1)
      expect(mails[0].subject).toContain('1 pand past')
      expect(mails[0].text).toContain(own)
      expect(mails[0].text).not.toContain('Batch A')
    }
    const { totalDocs: stillWaiting } = await payload.count({
      collection: 'saved-search-alerts',
      where: {
        and: [
          { savedSearch: { in: [a.id, alsoA.id, b.id, c.id] } },
          { status: { equals: 'waiting' } },
        ],
      },
    })
    expect(stillWaiting).toBe(0)
  })
})

describe('retention', () => {
  it('deletes searches never confirmed after 30 days, and unsubscribed ones after the retention', async () => {
    const pending = await saveSearch({ zones: [freshZip()] })
    const stopped = await savedAndConfirmed({ zones: [freshZip()] })
    const active = await savedAndConfirmed({ zones: [freshZip()] })
    await unsubscribePost(
      new Request(`http://localhost/api/alerts/unsubscribe/?token=${stopped.token}`, {
        method: 'POST',
      }),
    )
    const exists = async (email: string) =>
      (await payload.count({ collection: 'saved-searches', where: { email: { equals: email } } }))
        .totalDocs
    const day = 24 * 3600 * 1000
    await purgeStaleSavedSearches(payload, new Date(Date.now() + 29 * day))
    expect(await exists(pending.email)).toBe(1)
    await purgeStaleSavedSearches(payload, new Date(Date.now() + 31 * day))
    expect(await exists(pending.email)).toBe(0)
    expect(await exists(stopped.email)).toBe(1)
    process.env.FORMS_RETENTION_MONTHS = '24'
    try {
      await purgeStaleSavedSearches(payload, new Date(Date.now() + 25 * 31 * day))
    } finally {
      delete process.env.FORMS_RETENTION_MONTHS
    }
    expect(await exists(stopped.email)).toBe(0)
    expect(await exists(active.email)).toBe(1)
  })
})

describe('access', () => {
  let tokens: Record<'owner' | 'editor' | 'admin', string>
  beforeAll(async () => {
    // The admin first: the first user of a fresh database is always made an admin.
    const admin = await tokenFor(payload, await createStaff(payload, 'admin'))
    tokens = {
      admin,
      owner: await tokenFor(payload, await createOwner(payload)),
      editor: await tokenFor(payload, await createStaff(payload, 'editor')),
    }
    await saveSearch({ zones: ['9000'] })
  })

  const csv = (token?: string) =>
    REST_GET(config)(
      new Request('http://localhost/api/saved-searches/export.csv', {
        headers: token ? { Authorization: `JWT ${token}` } : {},
      }),
      { params: Promise.resolve({ slug: ['saved-searches', 'export.csv'] }) },
    )

  for (const collection of ['saved-searches', 'saved-search-alerts']) {
    it(`${collection}: anonymous visitors and owners read and write nothing`, async () => {
      for (const token of [undefined, 'owner'] as const) {
        const auth = token ? { token: tokens[token] } : {}
        const read = await api('GET', `${collection}?limit=1`, auth)
        expect(read.status).toBe(403)
        const create = await api('POST', collection, { ...auth, body: { email: 'x@test.example' } })
        expect(create.status).toBe(403)
      }
    })

    it(`${collection}: staff read it without the tokens; nobody creates one over REST`, async () => {
      for (const role of ['editor', 'admin'] as const) {
        const read = await api('GET', `${collection}?limit=5&depth=0`, { token: tokens[role] })
        expect(read.status).toBe(200)
        for (const doc of read.json.docs) expect(doc.token).toBeUndefined()
        const create = await api('POST', collection, {
          token: tokens[role],
          body: { email: 'x@test.example', goal: 'sale', key: 'x' },
        })
        expect(create.status).toBe(403)
      }
    })
  }

  it('an editor deletes no saved search; an admin does', async () => {
    const { docs } = await payload.find({
      collection: 'saved-searches',
      where: { zips: { not_in: ['9000'] } },
      limit: 1,
      joins: false,
    })
    const editor = await api('DELETE', `saved-searches/${docs[0].id}`, { token: tokens.editor })
    expect(editor.status).toBe(403)
    const admin = await api('DELETE', `saved-searches/${docs[0].id}`, { token: tokens.admin })
    expect(admin.status).toBe(200)
  })

  it('exports the CSV to staff only', async () => {
    expect((await csv()).status).toBe(403)
    expect((await csv(tokens.owner)).status).toBe(403)
    for (const role of ['editor', 'admin'] as const) {
      const response = await csv(tokens[role])
      expect(response.status).toBe(200)
      const text = await response.text()
      expect(text).toContain('"email";"firstName"')
      expect(text).toContain('"9000"')
    }
  })
})
