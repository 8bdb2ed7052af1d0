// The forms' protections: the ALTCHA captcha (with FORMS_CAPTCHA on), the fill time, private
// files of submissions, staff-only reading and the CSV export.
import { REST_GET } from '@payloadcms/next/routes'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import config from '@payload-config'
import { GET as getChallenge } from '@/app/api/forms/challenge/route'
import { signStartedAt } from '@/lib/forms/antispam'
import { catalogues } from '@/i18n/server'

import { createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { pdfBytes, postJson, postWithCv, unique } from './formsHelpers'

let payload: Payload
const errors = catalogues.nl.Forms.errors
const contact = (email = unique('sec')) => ({
  firstName: 'Anna',
  lastName: 'Peeters',
  email,
  remarks: 'Vraag',
})

const solvedCaptcha = async () => {
  const challenge = await (await getChallenge()).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const restGet = (path: string, token?: string) => {
  const url = new URL(`http://localhost/api/${path}`)
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  return REST_GET(config)(
    new Request(url, { headers: token ? { Authorization: `JWT ${token}` } : {} }),
    {
      params: Promise.resolve({ slug }),
    },
  )
}

beforeAll(async () => {
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  payload = await getTestPayload()
})

describe('captcha on (FORMS_CAPTCHA unset)', () => {
  const previous = process.env.FORMS_CAPTCHA
  beforeAll(() => {
    delete process.env.FORMS_CAPTCHA
  })
  afterAll(() => {
    process.env.FORMS_CAPTCHA = previous
  })

  it('refuses a form without the captcha: "confirm you are not a robot"', async () => {
    const response = await postJson('contact', contact())
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual([
      { field: 'altcha', message: errors.captchaMissing },
    ])
  })

  it('refuses a forged or garbled captcha', async () => {
    for (const altcha of [
      'bm90IGpzb24=',
      Buffer.from(
        JSON.stringify({
          challenge: { parameters: {}, signature: 'x' },
          solution: { counter: 1, derivedKey: 'ab' },
        }),
      ).toString('base64'),
      '%%%',
    ]) {
      const response = await postJson('contact', { ...contact(), altcha })
      expect(response.status).toBe(400)
      expect((await response.json()).errors).toEqual([
        { field: 'altcha', message: errors.captchaInvalid },
      ])
    }
  })

  it('accepts a solved challenge once, and refuses it replayed', async () => {
    const altcha = await solvedCaptcha()
    expect((await postJson('contact', { ...contact(), altcha })).status).toBe(201)
    const replay = await postJson('contact', { ...contact(), altcha })
    expect(replay.status).toBe(400)
    expect((await replay.json()).errors[0].field).toBe('altcha')
  })
})

describe('minimum fill time', () => {
  it('refuses a form sent right after it was shown, and a forged timestamp', async () => {
    process.env.FORMS_CAPTCHA = 'off'
    for (const startedAt of [signStartedAt(Date.now()), `${Date.now() - 60_000}.forged`]) {
      const response = await postJson('contact', { ...contact(), startedAt })
      expect(response.status).toBe(400)
      expect((await response.json()).errors).toEqual([
        { field: 'startedAt', message: errors.tooFast },
      ])
    }
    expect(
      (await postJson('contact', { ...contact(), startedAt: signStartedAt(Date.now() - 10_000) }))
        .status,
    ).toBe(201)
  })
})

describe('submissions and their files are for staff only', () => {
  let submissionId: string
  let filename: string
  let editorToken: string
  let adminToken: string

  beforeAll(async () => {
    process.env.FORMS_CAPTCHA = 'off'
    const response = await postWithCv(
      'job',
      { ...contact(), phone: '0475123456' },
      { bytes: pdfBytes(), name: 'my cv.pdf' },
    )
    expect(response.status).toBe(201)
    submissionId = (await response.json()).id
    const submission = await payload.findByID({
      collection: 'submissions',
      id: submissionId,
      depth: 1,
    })
    filename = (submission.files as { filename: string }[])[0].filename
    editorToken = await tokenFor(payload, await createStaff(payload, 'editor'))
    adminToken = await tokenFor(payload, await createStaff(payload, 'admin'))
  })

  it('never serves an uploaded CV to an anonymous visitor', async () => {
    const anonymous = await restGet(`submission-files/file/${filename}`)
    expect([401, 403]).toContain(anonymous.status)
    expect((await restGet(`submission-files/file/${filename}`, editorToken)).status).toBe(200)
  })

  it('stores the files outside public/', () => {
    expect(payload.collections['submission-files'].config.upload.staticDir).not.toMatch(
      /[\\/]public([\\/]|$)/,
    )
  })

  it('lets staff read submissions and nobody else', async () => {
    expect((await restGet(`submissions/${submissionId}`)).status).toBeGreaterThanOrEqual(401)
    expect((await restGet(`submissions/${submissionId}`, editorToken)).status).toBe(200)
  })

  it('exports the inbox as CSV for staff, filtered by kind', async () => {
    expect((await restGet('submissions/export.csv')).status).toBe(403)
    const response = await restGet('submissions/export.csv?kind=job', adminToken)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    const csv = await response.text()
    expect(csv).toContain('"Sollicitatie"')
    expect(csv).not.toContain('"Contactformulier"')
  })
})
