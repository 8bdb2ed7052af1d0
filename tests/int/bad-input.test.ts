// Bad input outside the forms answers 4xx, never 5xx; a login tells nobody whether an account
// exists; uploads that are also web pages are refused; private files are downloads
// (issue 11, point 15). Through Payload's real REST handlers and the forms endpoint.
import fs from 'node:fs'
import path from 'node:path'

import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import config from '@payload-config'
import { resetRateLimits } from '@/lib/forms/rateLimit'

import {
  createOwner,
  createStaff,
  getTestPayload,
  testPassword,
  tokenFor,
} from '../helpers/payload'
import { pdfBytes, postForm, postWithCv, unique } from './formsHelpers'

let payload: Payload
let editorToken: string
let adminToken: string

const handlers = { GET: REST_GET, POST: REST_POST, PATCH: REST_PATCH, DELETE: REST_DELETE }

/** One REST call as Next would make it; `body` is sent as is (a string or a form). */
const rest = (
  method: keyof typeof handlers,
  route: string,
  {
    token,
    body,
    headers = {},
  }: { token?: string; body?: BodyInit; headers?: Record<string, string> } = {},
) => {
  const url = new URL(`http://localhost/api/${route}`)
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  const all: Record<string, string> = { ...headers }
  if (token) all.Authorization = `JWT ${token}`
  if (typeof body === 'string') all['Content-Type'] = 'application/json'
  return handlers[method](config)(new Request(url, { method, headers: all, body }), {
    params: Promise.resolve({ slug }),
  })
}

/** `{"a":{"a":…}}` nested `depth` times. */
const deepJson = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer()

const previousLoginLimit = process.env.LOGIN_RATE_LIMIT_PER_MINUTE

beforeAll(async () => {
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  process.env.FORMS_CAPTCHA = 'off'
  process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '0'
  payload = await getTestPayload()
  editorToken = await tokenFor(payload, await createStaff(payload, 'editor'))
  adminToken = await tokenFor(payload, await createStaff(payload, 'admin'))
})

afterAll(() => {
  if (previousLoginLimit === undefined) delete process.env.LOGIN_RATE_LIMIT_PER_MINUTE
  else process.env.LOGIN_RATE_LIMIT_PER_MINUTE = previousLoginLimit
})

describe('an address that names no document', () => {
  it('answers 404, not 500, for an id that is not a number', async () => {
    for (const route of ['properties/abc', 'properties/1.5', 'articles/abc', 'media/abc'])
      expect((await rest('GET', route)).status, route).toBe(404)
    expect((await rest('PATCH', 'properties/abc', { token: editorToken, body: '{}' })).status).toBe(
      404,
    )
    expect((await rest('DELETE', 'properties/abc', { token: editorToken })).status).toBe(404)
    expect([400, 404]).toContain(
      (await rest('GET', 'properties/versions/abc', { token: editorToken })).status,
    )
    // Payload's own collections too.
    expect((await rest('GET', 'payload-jobs/abc', { token: adminToken })).status).toBe(404)
  })

  it('answers 404 for an image whose file is missing on disk', async () => {
    const data = await jpeg()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Weg' },
      file: { data, mimetype: 'image/jpeg', name: 'gone.jpg', size: data.length },
    })
    fs.rmSync(path.join(process.env.MEDIA_DIR!, media.filename!))
    const response = await rest('GET', `media/file/${media.filename}`)
    expect(response.status).toBe(404)
    expect((await rest('GET', 'media/file/never-uploaded.jpg')).status).toBe(404)
  })
})

describe('a query the REST API cannot read', () => {
  it('answers 400 with a message in the visitor’s language, never 500', async () => {
    const queries = [
      'properties?where=abc',
      'properties/count?where=abc',
      'properties?where[id][in]=1,a',
      'properties?where[price][near]=abc',
      'users?where=abc',
    ]
    for (const route of queries)
      for (const token of [undefined, adminToken]) {
        const response = await rest('GET', route, { token, headers: { 'Accept-Language': 'fr' } })
        expect(response.status, `${route} ${token ? 'as admin' : 'anonymous'}`).toBe(400)
        const { errors } = (await response.json()) as { errors: { message: string }[] }
        expect(errors[0].message).toMatch(/where/)
        expect(errors[0].message).not.toMatch(/Invalid|Something went wrong/)
      }
    // A well-formed query still answers.
    const fine = await rest('GET', 'properties/count?where[price][greater_than]=1')
    expect(fine.status).toBe(200)
  })

  it('has no e-mail verification address where logins are not verified (404, not 500)', async () => {
    for (const collection of ['users', 'owners'])
      expect((await rest('POST', `${collection}/verify/abc`)).status, collection).toBe(404)
  })
})

describe('a request body nested 9 000 levels deep', () => {
  it('is refused with 400 by the forms endpoint', async () => {
    const response = await postForm('contact', deepJson(9000))
    expect(response.status).toBe(400)
  })

  it('is refused with 400 by Payload’s REST API', async () => {
    const data = await jpeg()
    const { id } = await payload.create({
      collection: 'media',
      data: { alt: 'Diep' },
      file: { data, mimetype: 'image/jpeg', name: 'deep.jpg', size: data.length },
    })
    const patch = await rest('PATCH', `media/${id}`, {
      token: editorToken,
      body: deepJson(9000),
    })
    expect(patch.status).toBe(400)
    const login = await rest('POST', 'users/login', { body: `{"email":${deepJson(9000)}}` })
    expect(login.status).toBe(400)
  })
})

describe('logging in', () => {
  const login = (collection: 'users' | 'owners', body: Record<string, string>, language = 'nl') =>
    rest('POST', `${collection}/login`, {
      body: JSON.stringify(body),
      headers: { 'Accept-Language': language },
    })

  const timed = async (attempt: () => Promise<Response>) => {
    const started = performance.now()
    const response = await attempt()
    return { ms: performance.now() - started, status: response.status, body: await response.text() }
  }

  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

  it('answers an unknown account exactly like a wrong password, in about the same time', async () => {
    const staff = await createStaff(payload, 'editor')
    const owner = await createOwner(payload)
    const cases = [
      {
        known: () => login('users', { email: staff.email, password: 'wrong password 1' }),
        unknown: () => login('users', { email: unique('nobody'), password: 'wrong password 1' }),
      },
      {
        known: () => login('owners', { username: owner.username!, password: 'wrong password 1' }),
        unknown: () => login('owners', { username: 'no-such-owner', password: 'wrong password 1' }),
      },
    ]
    for (const { known, unknown } of cases) {
      const knownRuns = []
      const unknownRuns = []
      // Interleaved, so that a busy machine slows both alike.
      for (let run = 0; run < 3; run++) {
        knownRuns.push(await timed(known))
        unknownRuns.push(await timed(unknown))
      }
      for (const result of [...knownRuns, ...unknownRuns]) {
        expect(result.status).toBe(401)
        expect(result.body).toBe(knownRuns[0].body)
      }
      const ratio =
        median(knownRuns.map((run) => run.ms)) / median(unknownRuns.map((run) => run.ms))
      expect(ratio).toBeGreaterThan(1 / 3)
      expect(ratio).toBeLessThan(3)
    }
  })

  it('locks an account after ten failures and says so no more than for a wrong password', async () => {
    const staff = await createStaff(payload, 'editor')
    const wrong = await login('users', { email: staff.email, password: 'nope' }, 'fr')
    const wrongBody = await wrong.text()
    expect(wrong.status).toBe(401)
    expect(wrongBody).toMatch(/mot de passe/)
    for (let attempt = 2; attempt <= 10; attempt++)
      await login('users', { email: staff.email, password: 'nope' }, 'fr')
    // The right password no longer opens it, and the answer is the wrong-password one.
    const locked = await login('users', { email: staff.email, password: testPassword }, 'fr')
    expect(locked.status).toBe(401)
    expect(await locked.text()).toBe(wrongBody)
    const unknown = await login('users', { email: unique('nobody'), password: 'nope' }, 'fr')
    expect(await unknown.text()).toBe(wrongBody)
  })

  it('slows down one client that tries too often', async () => {
    process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '3'
    await resetRateLimits(payload)
    try {
      for (let attempt = 0; attempt < 3; attempt++)
        expect((await login('users', { email: unique('x'), password: 'nope' })).status).toBe(401)
      const throttled = await login('users', { email: unique('x'), password: 'nope' }, 'en')
      expect(throttled.status).toBe(429)
      expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(await throttled.text()).toContain('Too many login attempts')
    } finally {
      process.env.LOGIN_RATE_LIMIT_PER_MINUTE = '0'
      await resetRateLimits(payload)
    }
  })
})

describe('uploads', () => {
  const script = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')

  it('refuses an image that is also a web page', async () => {
    const form = new FormData()
    form.set(
      'file',
      new Blob([Buffer.concat([await jpeg(), script])], { type: 'image/jpeg' }),
      'x.jpg',
    )
    form.set('_payload', JSON.stringify({ alt: 'Polyglot' }))
    const response = await rest('POST', 'media', { token: editorToken, body: form })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('HTML')
    // The same image without the page is welcome.
    const clean = new FormData()
    clean.set('file', new Blob([await jpeg()], { type: 'image/jpeg' }), 'clean.jpg')
    clean.set('_payload', JSON.stringify({ alt: 'Gewoon' }))
    expect((await rest('POST', 'media', { token: editorToken, body: clean })).status).toBe(201)
  })

  it('refuses a PDF with HTML inside, from the admin and from a form', async () => {
    const pdf = Buffer.concat([Buffer.from(pdfBytes()), script])
    const form = new FormData()
    form.set('file', new Blob([pdf], { type: 'application/pdf' }), 'brochure.pdf')
    form.set('_payload', JSON.stringify({ title: 'Brochure' }))
    expect((await rest('POST', 'documents', { token: editorToken, body: form })).status).toBe(400)

    const response = await postWithCv(
      'job',
      { firstName: 'Anna', lastName: 'Peeters', email: unique('cv'), phone: '0475123456' },
      { bytes: pdf, name: 'cv.pdf' },
    )
    expect(response.status).toBe(400)
  })

  it('serves a file sent with a form as a download that is never sniffed', async () => {
    const response = await postWithCv(
      'job',
      { firstName: 'Anna', lastName: 'Peeters', email: unique('cv'), phone: '0475123456' },
      { bytes: pdfBytes(), name: 'cv.pdf' },
    )
    expect(response.status).toBe(201)
    const submission = await payload.findByID({
      collection: 'submissions',
      id: (await response.json()).id,
      depth: 1,
    })
    const filename = (submission.files as { filename: string }[])[0].filename
    const file = await rest('GET', `submission-files/file/${filename}`, { token: editorToken })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/)
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
