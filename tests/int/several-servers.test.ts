// Two servers on one database (issue 13): each server's code runs in its own module instances
// (vi.resetModules between the two imports, as two `next start` processes hold their own
// memory), on the run's one database. A per-process memory would count each server apart; the
// limits and the captcha's "accepted once" must hold for the site. scripts/two-servers.mjs
// proves the same with two real production servers on PostgreSQL.
import { randomInt } from 'node:crypto'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { Payload } from 'payload'

import type { POST as formsPost } from '@/app/api/forms/[kind]/route'
import type { GET as challengeGet } from '@/app/api/forms/challenge/route'
import type { POST as loginPost } from '@/app/api/owner-portal/login/route'
import { catalogues } from '@/i18n/server'

import { createOwner, getTestPayload } from '../helpers/payload'
import { unique } from './formsHelpers'

type Server = {
  forms: { POST: typeof formsPost }
  challenge: { GET: typeof challengeGet }
  login: { POST: typeof loginPost }
}

/** One server's route handlers, in module instances of their own. */
const startServer = async (): Promise<Server> => {
  vi.resetModules()
  return {
    forms: await import('@/app/api/forms/[kind]/route'),
    challenge: await import('@/app/api/forms/challenge/route'),
    login: await import('@/app/api/owner-portal/login/route'),
  }
}

let payload: Payload
let a: Server
let b: Server
const saved = {
  FORMS_CAPTCHA: process.env.FORMS_CAPTCHA,
  FORMS_RATE_LIMIT_PER_MINUTE: process.env.FORMS_RATE_LIMIT_PER_MINUTE,
  LOGIN_RATE_LIMIT_PER_MINUTE: process.env.LOGIN_RATE_LIMIT_PER_MINUTE,
  TRUSTED_PROXIES: process.env.TRUSTED_PROXIES,
}
const restore = (name: keyof typeof saved) => {
  if (saved[name] === undefined) delete process.env[name]
  else process.env[name] = saved[name]
}

beforeAll(async () => {
  payload = await getTestPayload()
  a = await startServer()
  b = await startServer()
  // Clients told apart by the X-Forwarded-For of the proxy in front of both servers.
  process.env.TRUSTED_PROXIES = '192.0.2.1'
})

afterEach(() => {
  restore('FORMS_CAPTCHA')
  restore('FORMS_RATE_LIMIT_PER_MINUTE')
  restore('LOGIN_RATE_LIMIT_PER_MINUTE')
})

afterAll(() => restore('TRUSTED_PROXIES'))

/** A client of its own (an address of the benchmarking range, 198.18.0.0/15). */
const newClient = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`

const post = (server: Server, kind: string, body: unknown, client: string, query = '') =>
  server.forms.POST(
    new Request(`http://localhost/api/forms/${kind}/${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ kind }) },
  )

describe('the forms rate limit', () => {
  it('holds across two servers: the request over the limit answers 429 on either', async () => {
    process.env.FORMS_CAPTCHA = 'off'
    process.env.FORMS_RATE_LIMIT_PER_MINUTE = '4'
    const client = newClient()
    const statuses = []
    for (const server of [a, b, a, b])
      statuses.push((await post(server, 'call-me', {}, client)).status)
    expect(statuses).toEqual([400, 400, 400, 400])
    const over = await post(a, 'call-me', {}, client, '?locale=fr')
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(over.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect((await over.json()).message).toBe(catalogues.fr.Forms.errors.rateLimited)
    // Another client is not limited by it, on either server.
    expect((await post(b, 'call-me', {}, newClient())).status).toBe(400)
  })
})

describe('the captcha', () => {
  it('is accepted once on the site: server B refuses what server A took, and stores nothing', async () => {
    delete process.env.FORMS_CAPTCHA
    process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
    const challenge = await (await a.challenge.GET()).json()
    const solution = await solveChallenge({ challenge, deriveKey })
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
    const email = unique('replay')
    const body = { firstName: 'Anna', lastName: 'Peeters', email, remarks: 'Vraag', altcha }
    expect((await post(a, 'contact', body, newClient())).status).toBe(201)
    const replay = await post(b, 'contact', { ...body, locale: 'fr' }, newClient())
    expect(replay.status).toBe(400)
    expect((await replay.json()).errors).toEqual([
      { field: 'altcha', message: catalogues.fr.Forms.errors.captchaInvalid },
    ])
    const { totalDocs } = await payload.count({
      collection: 'submissions',
      where: { email: { equals: email } },
    })
    expect(totalDocs).toBe(1)
  })
})

describe('the login limit', () => {
  it("holds across two servers for the owners' login form", async () => {
    process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '2'
    const owner = await createOwner(payload)
    const client = newClient()
    const attempt = (server: Server) =>
      server.login.POST(
        new Request('http://localhost/api/owner-portal/login/', {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': client,
          },
          body: new URLSearchParams({
            identifier: owner.username!,
            password: 'not the password',
            locale: 'fr',
          }),
        }),
      )
    const locations = []
    for (const server of [a, b, a]) {
      const response = await attempt(server)
      expect(response.status).toBe(303)
      locations.push(new URL(response.headers.get('location')!, 'http://localhost'))
    }
    expect(locations.slice(0, 2).map((url) => url.searchParams.get('error'))).toEqual([
      'invalid',
      'invalid',
    ])
    // The third attempt, on the first server again, is the limit's: the lockout text with its time.
    expect(locations[2].searchParams.get('error')).toBe('locked')
    expect(Number(locations[2].searchParams.get('until'))).toBeGreaterThan(Date.now())
  })
})
