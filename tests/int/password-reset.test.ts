// Forgotten passwords and admin preferences on the database the site runs on: they used to wait
// for the SQLite write lock their own transaction held and answer 500 after 15 s (issue 11 §2),
// and every other writer of the process waited with them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { locales } from '@/i18n/locales'
import { secretLinkOrigin } from '@/lib/origin'
import { catalogues } from '@/i18n/server'
import { portalPagePath } from '@/lib/portal/returnPath'

import {
  createOwner,
  createStaff,
  getTestPayload,
  testPassword,
  tokenFor,
} from '../helpers/payload'
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
    for (const { ms } of results) expect(ms).toBeLessThan(8_000)
  })

  it('answer at once for every other write Payload makes on its own: logins, unlock, drafts, jobs', async () => {
    const admin = await createStaff(payload, 'admin')
    const editor = await createStaff(payload, 'editor')
    const owner = await createOwner(payload)
    const adminToken = await tokenFor(payload, admin)
    const property = await payload.create({
      collection: 'properties',
      data: { title: 'Ontwerp', goal: 'sale', zip: '9000', city: 'Gent' } as never,
      draft: true,
    })
    await payload.jobs.queue({ task: 'sendMail', input: { outboxId: 'missing' }, queue: 'mail' })
    const calls = [
      // A wrong password counts an attempt outside the login's transaction; a right one resets it.
      () => api('POST', 'users/login', { body: { email: editor.email, password: 'wrong' } }),
      () => api('POST', 'owners/login', { body: { username: owner.username, password: 'nope' } }),
      () => api('POST', 'owners/login', { body: { email: owner.email, password: testPassword } }),
      () => api('POST', 'users/unlock', { token: adminToken, body: { email: editor.email } }),
      () =>
        api('PATCH', `properties/${property.id}?draft=true&autosave=true`, {
          token: adminToken,
          body: { title: 'Ontwerp, autosave' },
        }),
      () =>
        api('PATCH', `properties/${property.id}?draft=true`, {
          token: adminToken,
          body: { title: 'Ontwerp, bewaard' },
        }),
      () =>
        payload.jobs.run({ queue: 'mail', limit: 5, silent: true }).then(() => ({ status: 200 })),
      () => postJson('contact', contact(50)).then((r) => ({ status: r.status })),
    ]
    const results = await Promise.all(calls.map((call) => timed(call)))
    expect(results.map(({ result }) => result.status)).toEqual([
      401, 401, 200, 200, 200, 200, 200, 201,
    ])
    // A deadlock ends at the lock's 15 s timeout with a 500; each answers well before.
    for (const { ms } of results) expect(ms).toBeLessThan(8_000)
  })
})

/** The one link of a mail that goes to `path`. */
const linkIn = (html: string, path: RegExp) => {
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((match) =>
    match[1].replace(/&amp;/g, '&'),
  )
  const link = links.find((href) => path.test(new URL(href).pathname))
  if (!link) throw new Error(`no link to ${path} in ${links.join(', ')}`)
  return new URL(link)
}

describe('a reset mail', () => {
  it('reaches a staff member and its link sets a new password', async () => {
    const editor = await createStaff(payload, 'editor')
    const { status } = await api('POST', 'users/forgot-password', { body: { email: editor.email } })
    expect(status).toBe(200)
    const [mail] = await smtp.waitFor(editor.email!)
    expect(mail).toBeDefined()
    const html = String(mail.html || '')
    expect(html).not.toContain(testPassword)
    // Payload's admin page /admin/reset/<token> takes the token from its path.
    const link = linkIn(html, /^\/admin\/reset\/[0-9a-f]+\/?$/)
    expect(link.origin).toBe(secretLinkOrigin())
    const token = link.pathname.split('/').filter(Boolean).pop()!

    const newPassword = 'a brand new staff passphrase'
    const reset = await api('POST', 'users/reset-password', {
      body: { token, password: newPassword },
    })
    expect(reset.status).toBe(200)
    const login = await api('POST', 'users/login', {
      body: { email: editor.email, password: newPassword },
    })
    expect(login.status).toBe(200)
    expect(login.json.token).toBeTruthy()
    const old = await api('POST', 'users/login', {
      body: { email: editor.email, password: testPassword },
    })
    expect(old.status).toBe(401)
    // The token works once.
    const again = await api('POST', 'users/reset-password', {
      body: { token, password: 'x'.repeat(12) },
    })
    expect(again.status).toBeGreaterThanOrEqual(400)
    expect(again.status).toBeLessThan(500)
  })

  it('reaches an owner in their language and its portal link sets a new password', async () => {
    for (const locale of locales) {
      // The owner's own language decides (the portal's language choice), as in the portal's form.
      const owner = await createOwner(payload, 'Marie Dubois')
      await payload.update({ collection: 'owners', id: owner.id, data: { locale } })
      const { status } = await api('POST', `owners/forgot-password?locale=${locale}`, {
        body: { username: owner.username, locale },
      })
      expect(status).toBe(200)
      const [mail] = await smtp.waitFor(owner.email!)
      expect(mail, locale).toBeDefined()
      expect(mail.subject).toBe(catalogues[locale].Portal.mail.resetSubject)
      const html = String(mail.html || '')
      expect(html).toContain(catalogues[locale].Portal.mail.resetLink)
      expect(html).not.toContain(testPassword)
      expect(html).not.toContain('/admin/')
      // The portal's new-password page of the owner's language (docs/owner-portal.md).
      const link = linkIn(html, new RegExp(`^${portalPagePath(locale, '/login/new-password')}$`))
      expect(link.origin).toBe(secretLinkOrigin())
      const token = link.searchParams.get('token')
      expect(token).toMatch(/^[0-9a-f]{20,}$/)

      const newPassword = `nieuw wachtwoord voor ${locale}`
      const reset = await api('POST', 'owners/reset-password', {
        body: { token, password: newPassword },
      })
      expect(reset.status).toBe(200)
      const login = await api('POST', 'owners/login', {
        body: { username: owner.username, password: newPassword },
      })
      expect(login.status).toBe(200)
      expect(login.json.token).toBeTruthy()
    }
  })

  it('is never sent to an unknown address, and the answer is the same as for a known one', async () => {
    const owner = await createOwner(payload)
    const before = smtp.mails.length
    const unknown = unique('unknown-owner')
    const known = await api('POST', 'owners/forgot-password', { body: { email: owner.email } })
    const missing = await api('POST', 'owners/forgot-password', { body: { email: unknown } })
    expect(missing.status).toBe(known.status)
    expect(missing.json).toEqual(known.json)
    await smtp.waitFor(owner.email!)
    expect(await smtp.waitFor(unknown, 1, 500)).toEqual([])
    expect(smtp.mails.length).toBe(before + 1)
  })
})
