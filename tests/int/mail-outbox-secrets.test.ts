// Mails with a secret link (an owner's invitation or reset link, a saved search's or favourites
// list's token, a newsletter confirmation…) are the recipient's key: an editor reading the outbox
// over REST must not find a usable token in them (issue 31: invite an owner, read the link from
// `GET /api/mail-outbox`, set the password), and once the mail is handed to SMTP its body is
// erased for everybody. Mails without a secret (the agency's lead notifications) stay readable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { runMailQueue } from '@/jobs'
import { queueMail, type OutboxPurpose } from '@/lib/mail/outbox'
import { eraseDeliveredSecrets, mailCarriesSecret } from '@/lib/mail/secrets'

import { createOwner, createStaff, getTestPayload, tokenFor, uniqueEmail } from '../helpers/payload'
import { api, type Json } from '../helpers/rest'
import { startSmtp, type TestSmtp } from '../helpers/smtp'

let payload: Payload
let smtp: TestSmtp
let editorToken: string
let adminToken: string

beforeAll(async () => {
  payload = await getTestPayload()
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
  // The admin first: the very first account of a database is always an admin.
  adminToken = await tokenFor(payload, await createStaff(payload, 'admin'))
  editorToken = await tokenFor(payload, await createStaff(payload, 'editor'))
})

afterAll(async () => {
  await smtp?.close()
})

/** Everything an editor can read of the outbox rows to `to`, in every way REST offers. */
const editorReads = async (to: string) => {
  const where = `where[to][equals]=${encodeURIComponent(to)}`
  const list = await api('GET', `mail-outbox?${where}&depth=2&limit=0`, { token: editorToken })
  expect(list.status).toBe(200)
  const ids = (list.json.docs as Json[]).map((doc) => doc.id)
  const reads: unknown[] = [list.json]
  for (const id of ids) {
    reads.push((await api('GET', `mail-outbox/${id}?depth=2`, { token: editorToken })).json)
    reads.push(
      (
        await api('GET', `mail-outbox/${id}?select[text]=true&select[html]=true`, {
          token: editorToken,
        })
      ).json,
    )
  }
  return { ids, text: JSON.stringify(reads) }
}

describe('an editor reading the outbox', () => {
  it('cannot take over an owner through an invitation’s link', async () => {
    const owner = await createOwner(payload, 'Gert Verstraeten')
    const invited = await api('POST', `owners/${owner.id}/invite`, { token: editorToken })
    expect(invited.status).toBe(202)
    const stored = await payload.db.findOne<{ id: number; resetPasswordToken?: string }>({
      collection: 'owners',
      where: { id: { equals: owner.id } },
    })
    const secret = stored!.resetPasswordToken!
    expect(secret).toBeTruthy()
    const { ids, text } = await editorReads(owner.email!)
    expect(ids).toHaveLength(1)
    expect(text).not.toContain(secret)
    expect(text).not.toMatch(/token=/)
    // Nor by searching the bodies for it, a character at a time.
    for (const field of ['text', 'html']) {
      const probe = await api(
        'GET',
        `mail-outbox?where[${field}][like]=${secret.slice(0, 8)}&limit=0`,
        { token: editorToken },
      )
      expect(probe.json.totalDocs ?? 0, field).toBe(0)
    }
    // The mail itself carries the link to the owner.
    await runMailQueue(payload)
    const [mail] = await smtp.waitFor(owner.email!, 1)
    expect(mail.text).toContain(secret)
  })

  it('reads no body of any mail with a secret, and every lead notification', async () => {
    const to = uniqueEmail('outbox')
    const purposes: OutboxPurpose[] = [
      'notification',
      'friend',
      'confirmation',
      'newsletter-confirm',
      'owner-login',
      'owner-reset',
      'owner-invite',
      'alert-confirm',
      'alert',
      'alert-digest',
      'favourites-link',
      'favourite-alert',
    ]
    for (const purpose of purposes)
      await queueMail(payload, {
        purpose,
        to,
        mail: {
          subject: `Mail ${purpose}`,
          html: `<p>secret-${purpose}</p>`,
          text: `secret-${purpose}`,
        },
        headers: { 'List-Unsubscribe': `<https://x.example/?token=header-${purpose}>` },
      })
    const { text } = await editorReads(to)
    for (const purpose of purposes) {
      expect(text, purpose).toContain(`Mail ${purpose}`)
      if (mailCarriesSecret(purpose)) {
        expect(text, purpose).not.toContain(`secret-${purpose}`)
        expect(text, purpose).not.toContain(`header-${purpose}`)
      } else expect(text, purpose).toContain(`secret-${purpose}`)
    }
    expect(mailCarriesSecret('notification')).toBe(false)
    expect(mailCarriesSecret('owner-reset')).toBe(true)
  })
})

describe('a mail with a secret, once handed to SMTP', () => {
  it('keeps no readable link, for an admin either', async () => {
    const owner = await createOwner(payload, 'Hilde Smets')
    expect((await api('POST', `owners/${owner.id}/invite`, { token: adminToken })).status).toBe(202)
    const stored = await payload.db.findOne<{ id: number; resetPasswordToken?: string }>({
      collection: 'owners',
      where: { id: { equals: owner.id } },
    })
    await runMailQueue(payload)
    await smtp.waitFor(owner.email!, 1)
    const { docs } = await payload.find({
      collection: 'mail-outbox',
      where: { to: { equals: owner.email } },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0].status).toBe('sent')
    expect(JSON.stringify(docs[0])).not.toContain(stored!.resetPasswordToken!)
    const asAdmin = await api('GET', `mail-outbox/${docs[0].id}`, { token: adminToken })
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.json.subject).toBe(docs[0].subject)
    expect(JSON.stringify(asAdmin.json)).not.toContain(stored!.resetPasswordToken!)
  })
})

describe('the daily sweep', () => {
  it('erases the links of sent mails the send left behind, and nothing else', async () => {
    const to = uniqueEmail('sweep')
    const row = (purpose: OutboxPurpose, status: 'queued' | 'sent' | 'failed') =>
      payload.create({
        collection: 'mail-outbox',
        data: { purpose, status, to, subject: `${purpose} ${status}`, html: 'link', text: 'link' },
      })
    const left = await row('alert', 'sent')
    const failed = await row('owner-reset', 'failed')
    const waiting = await row('alert', 'queued')
    const lead = await row('notification', 'sent')
    expect(await eraseDeliveredSecrets(payload)).toBeGreaterThanOrEqual(2)
    const text = async (id: number) =>
      (await payload.findByID({ collection: 'mail-outbox', id, depth: 0 })).text
    expect(await text(left.id)).not.toBe('link')
    expect(await text(failed.id)).not.toBe('link')
    expect(await text(waiting.id)).toBe('link')
    expect(await text(lead.id)).toBe('link')
    expect(await eraseDeliveredSecrets(payload)).toBe(0)
  })
})
