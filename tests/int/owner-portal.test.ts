// The owner portal's server side (docs/owner-portal.md) with the route handlers in-process, a
// real Payload on the run's database and a real SMTP server: who may read the statistics, how
// views are counted, and the login, logout and password forms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { POST as forgotPassword } from '@/app/api/owner-portal/forgot-password/route'
import { POST as login } from '@/app/api/owner-portal/login/route'
import { POST as logout } from '@/app/api/owner-portal/logout/route'
import { POST as newPassword } from '@/app/api/owner-portal/new-password/route'
import { GET as ownerStats } from '@/app/api/owner-stats/[id]/route'
import { POST as views } from '@/app/api/views/route'
import { runMailQueue } from '@/jobs'
import { brusselsDay } from '@/lib/portal/dates'
import { countView, DEDUP_MS } from '@/lib/portal/views'

import {
  createOwner,
  createStaff,
  getTestPayload,
  testPassword,
  tokenFor,
} from '../helpers/payload'
import { startSmtp, type TestSmtp } from '../helpers/smtp'

let payload: Payload
let smtp: TestSmtp
let ownerA: Awaited<ReturnType<typeof createOwner>>
let ownerB: Awaited<ReturnType<typeof createOwner>>
let editor: Awaited<ReturnType<typeof createStaff>>
let admin: Awaited<ReturnType<typeof createStaff>>
let propertyA: number
let propertyB: number
let draftOfA: number

const BASE = 'http://localhost:3000'
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

const property = (
  title: string,
  owners: number[],
  status: 'draft' | 'published' = 'published',
) => ({
  title,
  goal: 'sale' as const,
  zip: '9000',
  city: 'Gent',
  price: 325000,
  owners,
  _status: status,
})

const statsAs = (id: number | string, headers: Record<string, string> = {}) =>
  ownerStats(new Request(`${BASE}/api/owner-stats/${id}`, { headers }), {
    params: Promise.resolve({ id: String(id) }),
  })

const jwt = (token: string) => ({ Authorization: `JWT ${token}` })

const postView = (body: unknown, headers: Record<string, string> = {}) =>
  views(
    new Request(`${BASE}/api/views`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        'user-agent': chrome,
        'x-forwarded-for': '203.0.113.7',
        ...headers,
      },
    }),
  )

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${BASE}/api/owner-portal/x`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': chrome,
      ...headers,
    },
  })

const todayViews = async (id: number) => {
  const { docs } = await payload.find({
    collection: 'property-views',
    where: { and: [{ property: { equals: id } }, { day: { equals: brusselsDay() } }] },
    pagination: false,
  })
  return docs.reduce((sum, row) => sum + row.count, 0)
}

const previousEnv = {
  TRUSTED_PROXIES: process.env.TRUSTED_PROXIES,
  LOGIN_RATE_LIMIT_PER_MINUTE: process.env.LOGIN_RATE_LIMIT_PER_MINUTE,
}

beforeAll(async () => {
  // The visitors below reach the site through a proxy of ours, which names them in
  // X-Forwarded-For; they log in more often than the per-client throttle lets one client do.
  process.env.TRUSTED_PROXIES = '127.0.0.1'
  process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '0'
  payload = await getTestPayload()
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  ownerA = await createOwner(payload, 'Annelies Vermeulen')
  ownerB = await createOwner(payload, 'Bruno Lefèvre')
  editor = await createStaff(payload, 'editor')
  admin = await createStaff(payload, 'admin')
  propertyA = (await payload.create({ collection: 'properties', data: property('Villa A', [ownerA.id]) })).id
  propertyB = (await payload.create({ collection: 'properties', data: property('Loft B', [ownerB.id]) })).id
  draftOfA = (
    await payload.create({
      collection: 'properties',
      data: property('Draft A', [ownerA.id], 'draft'),
      draft: true,
    })
  ).id
}) // prettier-ignore

afterAll(async () => {
  await smtp?.close()
  for (const [name, value] of Object.entries(previousEnv)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
})

describe('GET /api/owner-stats/{id}', () => {
  it('answers 401 to an anonymous visitor, and to staff, who are not owners', async () => {
    expect((await statsAs(propertyA)).status).toBe(401)
    expect((await statsAs(propertyA, jwt(await tokenFor(payload, editor)))).status).toBe(401)
    expect((await statsAs(propertyA, jwt(await tokenFor(payload, admin)))).status).toBe(401)
    expect((await statsAs(propertyA, jwt('not.a.token'))).status).toBe(401)
  })

  it('gives the owner the statistics of their property in the contract’s shape', async () => {
    const response = await statsAs(propertyA, jwt(await tokenFor(payload, ownerA)))
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(Object.keys(body).sort()).toEqual(['days', 'funnel', 'history', 'property', 'views'])
    expect(body.property).toEqual({ id: propertyA, title: 'Villa A', reference: null })
    expect(Object.keys(body.views).sort()).toEqual(['month', 'today', 'total', 'week'])
    expect(body.days).toHaveLength(30)
    expect(body.days.at(-1).date).toBe(brusselsDay())
    expect(body.days[0].date < body.days[1].date).toBe(true)
    for (const day of body.days) {
      expect(Object.keys(day).sort()).toEqual(['date', 'leads', 'views', 'visits'])
      expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    }
    expect(Object.keys(body.funnel).sort()).toEqual(['leads', 'offers', 'views', 'visits'])
    expect(Object.keys(body.history).sort()).toEqual([
      'appearances',
      'communications',
      'onlineMedia',
      'visits',
    ])
    expect(body.history.onlineMedia[0]).toEqual({
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      type: 'published',
      contactPerson: null,
      subject: null,
      comment: null,
      status: null,
    })
  })

  it('accepts the payload-token cookie as well as the JWT header', async () => {
    const token = await tokenFor(payload, ownerA)
    expect((await statsAs(propertyA, { Cookie: `payload-token=${token}` })).status).toBe(200)
  })

  it('answers 404, never 403, for another owner’s property and for one that does not exist', async () => {
    const tokenA = jwt(await tokenFor(payload, ownerA))
    expect((await statsAs(propertyB, tokenA)).status).toBe(404)
    expect((await statsAs(propertyA, jwt(await tokenFor(payload, ownerB)))).status).toBe(404)
    expect((await statsAs(999_999, tokenA)).status).toBe(404)
    expect((await statsAs('abc', tokenA)).status).toBe(404)
    expect((await statsAs('1 OR 1=1', tokenA)).status).toBe(404)
  })

  it('counts leads and visits from web requests and the agency’s activities, with no e-mail or phone of a visitor', async () => {
    const id = (await payload.create({ collection: 'properties', data: property('Huis C', [ownerA.id]) })).id
    await payload.create({
      collection: 'submissions',
      data: { kind: 'visit-request', status: 'new', name: 'Sofie Janssens', email: 'sofie@test.example', phone: '0470 12 34 56', locale: 'nl', property: id, content: {} },
    })
    await payload.create({
      collection: 'submissions',
      data: { kind: 'offer', status: 'new', name: 'Tom Peeters', email: 'tom@test.example', locale: 'nl', property: id, content: {} },
    })
    await payload.create({
      collection: 'property-activities',
      data: { property: id, date: new Date().toISOString(), group: 'visits', type: 'viewing', contactPerson: 'Sofie J.', comment: 'Positief over de tuin', status: 'positive' },
    })
    await payload.create({
      collection: 'property-activities',
      data: { property: id, date: new Date().toISOString(), group: 'visits', type: 'viewing', status: 'done', visibleToOwner: false },
    })
    const body = await (await statsAs(id, jwt(await tokenFor(payload, ownerA)))).json()
    expect(body.days.at(-1)).toMatchObject({ leads: 2, visits: 1 })
    expect(body.funnel).toMatchObject({ leads: 2, visits: 1, offers: 1 })
    expect(body.history.visits.map((item: { type: string }) => item.type).sort()).toEqual(['viewing', 'visitRequest'])
    expect(body.history.communications[0]).toMatchObject({ type: 'offer', contactPerson: 'Tom P.' })
    const text = JSON.stringify(body)
    expect(text).not.toContain('@test.example')
    expect(text).not.toContain('0470')
    expect(text).not.toContain('Janssens')
  }) // prettier-ignore
})

describe('POST /api/views', () => {
  it('answers 204 without a cookie and counts the same visitor once per 30 minutes', async () => {
    const before = await todayViews(propertyA)
    const first = await postView({ propertyId: propertyA })
    expect(first.status).toBe(204)
    expect(first.headers.get('set-cookie')).toBeNull()
    expect(await first.text()).toBe('')
    await postView({ propertyId: propertyA })
    expect(await todayViews(propertyA)).toBe(before + 1)
    // Another visitor counts.
    await postView({ propertyId: propertyA }, { 'x-forwarded-for': '198.51.100.9' })
    expect(await todayViews(propertyA)).toBe(before + 2)
    // The first visitor again after 30 minutes (the claim in the database has expired).
    const later = new Date(Date.now() + DEDUP_MS + 1000)
    const counted = await countView(payload, {
      target: { collection: 'properties', id: propertyA },
      clientAddress: '203.0.113.7',
      userAgent: chrome,
      now: later,
    })
    // Counted again, whether or not midnight fell in between (a new day is a new key).
    expect(counted).toBe(true)
  })

  it('shows the count in views.today of the owner’s statistics at once', async () => {
    const token = jwt(await tokenFor(payload, ownerB))
    const before = (await (await statsAs(propertyB, token)).json()).views.today
    await postView({ propertyId: propertyB }, { 'x-forwarded-for': '192.0.2.44' })
    const after = await (await statsAs(propertyB, token)).json()
    expect(after.views.today).toBe(before + 1)
    expect(after.days.at(-1).views).toBe(before + 1)
  })

  it('does not count crawlers, unknown ids, drafts or nonsense, and still answers 204', async () => {
    const before = await todayViews(propertyA)
    const answers = await Promise.all([
      postView({ propertyId: propertyA }, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'x-forwarded-for': '192.0.2.1' }),
      postView({ propertyId: propertyA }, { 'user-agent': '', 'x-forwarded-for': '192.0.2.2' }),
      postView({ propertyId: draftOfA }, { 'x-forwarded-for': '192.0.2.3' }),
      postView({ propertyId: 987_654 }, { 'x-forwarded-for': '192.0.2.4' }),
      postView({ propertyId: 'x' }, { 'x-forwarded-for': '192.0.2.5' }),
      postView('not json', { 'x-forwarded-for': '192.0.2.6' }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([204, 204, 204, 204, 204, 204])
    expect(await todayViews(propertyA)).toBe(before)
    expect(await todayViews(draftOfA)).toBe(0)
  }) // prettier-ignore

  it('stores the source class of the referrer, never the address, browser or URL', async () => {
    await postView(
      { propertyId: propertyB, referrer: 'https://www.immoweb.be/nl/zoeken?id=42' },
      { 'x-forwarded-for': '192.0.2.77' },
    )
    const { docs } = await payload.find({
      collection: 'property-views',
      where: { property: { equals: propertyB } },
      pagination: false,
    })
    expect(docs.map((row) => row.source)).toContain('portals')
    const hits = await payload.find({ collection: 'view-hits', pagination: false })
    const stored = JSON.stringify([docs, hits.docs])
    expect(stored).not.toContain('192.0.2.77')
    expect(stored).not.toContain('immoweb')
    expect(stored).not.toContain('Chrome')
  })

  it('never lets an owner read the raw counts or the activities through the API', async () => {
    for (const collection of ['property-views', 'view-hits', 'property-activities'] as const) {
      await expect(
        payload.find({ collection, overrideAccess: false, user: ownerA }),
        collection,
      ).rejects.toThrow()
    }
    await expect(
      payload.find({ collection: 'view-hits', overrideAccess: false, user: admin }),
    ).rejects.toThrow()
    const asEditor = await payload.find({
      collection: 'property-activities',
      overrideAccess: false,
      user: editor,
    })
    expect(asEditor.totalDocs).toBeGreaterThan(0)
  })
})

describe('the login form', () => {
  it('logs an owner in with username or e-mail, sets an HttpOnly SameSite=Lax cookie and goes to the portal', async () => {
    for (const identifier of [ownerA.username!, ownerA.email!.toUpperCase()]) {
      const response = await login(form({ identifier, password: testPassword, locale: 'fr' }))
      expect(response.status).toBe(303)
      expect(response.headers.get('location')).toBe('/fr/proprietaire/')
      const cookie = response.headers.get('set-cookie') ?? ''
      expect(cookie).toMatch(/^payload-token=[^;]+;/)
      expect(cookie).toContain('HttpOnly')
      expect(cookie).toContain('SameSite=Lax')
      const token = /^payload-token=([^;]+)/.exec(cookie)![1]
      expect((await statsAs(propertyA, { Cookie: `payload-token=${token}` })).status).toBe(200)
    }
  }, 60_000)

  it('returns to the page it came from, but only on this site', async () => {
    const back = await login(form({ identifier: ownerA.username!, password: testPassword, locale: 'nl', next: `/nl/eigenaar/${propertyA}/` }))
    expect(back.headers.get('location')).toBe(`/nl/eigenaar/${propertyA}/`)
    for (const next of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await login(form({ identifier: ownerA.username!, password: testPassword, locale: 'nl', next }))
      expect(response.headers.get('location'), next).toBe('/nl/eigenaar/')
    }
  }, 60_000) // prettier-ignore

  it('answers an unknown account and a wrong password the same, with no personal data in the URL', async () => {
    const wrong = await login(form({ identifier: ownerB.username!, password: 'wrong password!', locale: 'en' }))
    const unknown = await login(form({ identifier: 'nobody-here', password: 'wrong password!', locale: 'en' }))
    expect(wrong.status).toBe(303)
    expect(wrong.headers.get('location')).toBe('/en/login/?error=invalid')
    expect(unknown.headers.get('location')).toBe(wrong.headers.get('location'))
    expect(wrong.headers.get('set-cookie')).toBeNull()
  }) // prettier-ignore

  it('locks an account after repeated failures and says until when', async () => {
    const owner = await createOwner(payload, 'Locked Owner')
    const attempts = payload.collections.owners.config.auth.maxLoginAttempts
    let location = ''
    for (let i = 0; i <= attempts; i++) {
      const response = await login(form({ identifier: owner.username!, password: `wrong-${i}`, locale: 'nl' }))
      location = response.headers.get('location') ?? ''
    }
    expect(location).toMatch(/^\/nl\/login\/\?error=locked&until=\d+$/)
    const until = Number(new URL(location, BASE).searchParams.get('until'))
    const lockTime = payload.collections.owners.config.auth.lockTime
    expect(until).toBeGreaterThan(Date.now())
    expect(until).toBeLessThanOrEqual(Date.now() + lockTime + 1000)
    // Even the right password waits for the lock to end.
    const right = await login(form({ identifier: owner.username!, password: testPassword, locale: 'nl' }))
    expect(right.headers.get('location')).toMatch(/error=locked/)
  }, 120_000) // prettier-ignore

  it('mails the owner a login notice in their language, naming the browser and not the address', async () => {
    const owner = await createOwner(payload, 'Notice Owner')
    await payload.update({ collection: 'owners', id: owner.id, data: { locale: 'de' } })
    await login(form({ identifier: owner.username!, password: testPassword, locale: 'nl' }, { 'x-forwarded-for': '203.0.113.200' }))
    await runMailQueue(payload)
    const [mail] = await smtp.waitFor(owner.email!, 1)
    expect(mail.subject).toBe('Neue Anmeldung in Ihrem Eigentümerportal')
    expect(mail.text).toContain('Chrome auf Windows')
    expect(mail.text).toContain('/de/login/passwort-vergessen/')
    expect(mail.text).not.toContain('203.0.113.200')
  }, 60_000) // prettier-ignore
})

describe('logout', () => {
  it('ends the session of the cookie and clears it', async () => {
    const token = await tokenFor(payload, ownerA)
    const other = await tokenFor(payload, ownerA)
    const response = await logout(form({ locale: 'nl' }, { Cookie: `payload-token=${token}` }))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/nl/login/?done=logged-out')
    expect(response.headers.get('set-cookie')).toMatch(/^payload-token=;.*Expires=Thu, 01 Jan 1970/)
    expect((await statsAs(propertyA, jwt(token))).status).toBe(401)
    expect((await statsAs(propertyA, jwt(other))).status).toBe(200)
  })

  it('logs out everywhere: every session of the owner ends', async () => {
    const token = await tokenFor(payload, ownerA)
    const other = await tokenFor(payload, ownerA)
    await logout(form({ locale: 'en', everywhere: '1' }, { Cookie: `payload-token=${token}` }))
    expect((await statsAs(propertyA, jwt(token))).status).toBe(401)
    expect((await statsAs(propertyA, jwt(other))).status).toBe(401)
  })
})

describe('forgot and new password', () => {
  it('answers the same whether or not the account exists, and mails a working link only to a real account', async () => {
    const owner = await createOwner(payload, 'Forgetful Owner')
    const known = await forgotPassword(form({ identifier: owner.username!, locale: 'nl' }))
    const unknown = await forgotPassword(form({ identifier: 'nobody@test.example', locale: 'nl' }))
    expect(known.status).toBe(303)
    expect(known.headers.get('location')).toBe('/nl/login/wachtwoord-vergeten/?done=sent')
    expect(unknown.headers.get('location')).toBe(known.headers.get('location'))
    await runMailQueue(payload)
    const [mail] = await smtp.waitFor(owner.email!, 1)
    expect(smtp.mails.some((m) => JSON.stringify(m.to).includes('nobody@test.example'))).toBe(false)
    const link = /https?:\/\/\S+\/nl\/login\/nieuw-wachtwoord\/\?token=([0-9a-f]+)/.exec(mail.text ?? '')
    expect(link).not.toBeNull()
    const ok = await newPassword(form({ token: link![1], password: 'brand new secret 42', confirm: 'brand new secret 42', locale: 'nl' }))
    expect(ok.headers.get('location')).toBe('/nl/eigenaar/?done=password-changed')
  }, 60_000) // prettier-ignore

  it('refuses a weak password by the shared rules, then sets a strong one and logs the owner in', async () => {
    const owner = await createOwner(payload, 'Reset Owner')
    const token = await payload.forgotPassword({ collection: 'owners', data: { email: owner.email! }, disableEmail: true })
    const weak = await newPassword(form({ token: token!, password: 'short', confirm: 'short', locale: 'en' }))
    expect(weak.headers.get('location')).toContain('/en/login/new-password/?')
    expect(weak.headers.get('location')).toContain('error=ruleLength')
    const mismatch = await newPassword(form({ token: token!, password: 'a much longer one 7', confirm: 'another one 7', locale: 'en' }))
    expect(mismatch.headers.get('location')).toContain('error=notSame')
    const ok = await newPassword(form({ token: token!, password: 'a much longer one 7', confirm: 'a much longer one 7', locale: 'en' }))
    expect(ok.headers.get('location')).toBe('/en/owner/?done=password-changed')
    expect(ok.headers.get('set-cookie')).toMatch(/^payload-token=[^;]+;/)
    const relogin = await login(form({ identifier: owner.username!, password: 'a much longer one 7', locale: 'en' }))
    expect(relogin.headers.get('location')).toBe('/en/owner/')
    const reused = await newPassword(form({ token: token!, password: 'yet another one 8', confirm: 'yet another one 8', locale: 'en' }))
    expect(reused.headers.get('location')).toContain('error=tokenInvalid')
  }, 60_000) // prettier-ignore
})
