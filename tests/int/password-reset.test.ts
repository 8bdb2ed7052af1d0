// Forgotten passwords and admin preferences on the database the site runs on: they used to wait
// for the SQLite write lock their own transaction held and answer 500 after 15 s (issue 11 §2),
// and every other writer of the process waited with them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { createOwner, createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api } from '../helpers/rest'
import { startSmtp, type TestSmtp } from '../helpers/smtp'
import { postJson, unique } from './formsHelpers'

let payload: Payload
let smtp: TestSmtp

beforeAll(async () => {
  process.env.FORMS_CAPTCHA = 'off'
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  payload = await getTestPayload()
})

afterAll(async () => {
  delete process.env.SMTP_URL
  await smtp?.close()
})

/** Runs `call` and says how long it took. */
const timed = async <T>(call: () => Promise<T>) => {
  const start = Date.now()
  const result = await call()
  return { result, ms: Date.now() - start }
}

const contact = (index: number) => ({
  firstName: 'Anna',
  lastName: `Peeters ${index}`,
  email: unique(`reset-${index}`),
  remarks: 'Is het pand nog vrij?',
})

describe('a forgotten password and a saved preference', () => {
  it('answer at once for staff and owners, while visitors’ forms keep being stored', async () => {
    const editor = await createStaff(payload, 'editor')
    const owner = await createOwner(payload)
    const token = await tokenFor(payload, editor)

    const calls = [
      () => api('POST', 'users/forgot-password', { body: { email: editor.email } }),
      () => api('POST', 'owners/forgot-password', { body: { email: owner.email } }),
      () => api('POST', 'owners/forgot-password', { body: { username: owner.username } }),
      () => api('POST', 'users/forgot-password', { body: { email: unique('nobody') } }),
      () =>
        api('POST', 'payload-preferences/reset-test-columns', {
          token,
          body: { value: { columns: ['title'] } },
        }),
      ...Array.from(
        { length: 5 },
        (_, i) => () => postJson('contact', contact(i)).then((r) => ({ status: r.status })),
      ),
    ]
    const results = await Promise.all(calls.map((call) => timed(call)))
    expect(results.map(({ result }) => result.status)).toEqual([
      200, 200, 200, 200, 200, 201, 201, 201, 201, 201,
    ])
    for (const { ms } of results) expect(ms).toBeLessThan(5_000)
  })
})
