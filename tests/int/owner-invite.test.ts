// Staff invite an owner to the portal (issue 12): POST /api/owners/:id/invite queues a mail in the
// owner's language, through the outbox, to a real SMTP server, with a set-password link valid
// seven days. Only staff may invite; an owner, even the invited one, and a visitor may not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { POST as newPassword } from '@/app/api/owner-portal/new-password/route'
import { POST as login } from '@/app/api/owner-portal/login/route'
import { runMailQueue } from '@/jobs'
import { INVITE_VALID_MS } from '@/lib/portal/account'
import nl from '@/i18n/messages/nl.json'

import { createOwner, createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api } from '../helpers/rest'
import { startSmtp, type TestSmtp } from '../helpers/smtp'

let payload: Payload
let smtp: TestSmtp

const form = (fields: Record<string, string>) =>
  new Request('http://localhost:3000/api/owner-portal/x', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

beforeAll(async () => {
  payload = await getTestPayload()
  smtp = await startSmtp()
  process.env.SMTP_URL = smtp.url
})

afterAll(async () => {
  await smtp?.close()
})

const invitations = async (to: string) =>
  (
    await payload.count({
      collection: 'mail-outbox',
      where: { and: [{ to: { equals: to } }, { purpose: { equals: 'owner-invite' } }] },
      overrideAccess: true,
    })
  ).totalDocs

describe('POST /api/owners/:id/invite', () => {
  it('is refused to a visitor and to owners (403), and sends nothing', async () => {
    const owner = await createOwner(payload, 'Invited Owner')
    const other = await createOwner(payload, 'Other Owner')
    expect((await api('POST', `owners/${owner.id}/invite`)).status).toBe(403)
    expect((await api('POST', `owners/${owner.id}/invite`, { token: await tokenFor(payload, owner) })).status).toBe(403)
    expect((await api('POST', `owners/${owner.id}/invite`, { token: await tokenFor(payload, other) })).status).toBe(403)
    expect(await invitations(owner.email!)).toBe(0)
  }) // prettier-ignore

  it('lets an editor invite: the mail comes in the owner language and its link sets the first password', async () => {
    const editor = await createStaff(payload, 'editor')
    const owner = await createOwner(payload, 'Fleur Jacobs')
    await payload.update({ collection: 'owners', id: owner.id, data: { locale: 'fr' } })
    const sent = await api('POST', `owners/${owner.id}/invite`, { token: await tokenFor(payload, editor) })
    expect(sent.status).toBe(202)
    expect(sent.json.message).toContain(owner.email)
    const expires = new Date(sent.json.expires).getTime()
    expect(Math.abs(expires - (Date.now() + INVITE_VALID_MS))).toBeLessThan(60_000)
    const stored = await payload.db.findOne<{ id: number; resetPasswordExpiration?: string }>({ collection: 'owners', where: { id: { equals: owner.id } } })
    expect(new Date(stored!.resetPasswordExpiration!).getTime()).toBe(expires)
    await runMailQueue(payload)
    const [mail] = await smtp.waitFor(owner.email!, 1)
    expect(mail.subject).toMatch(/^Votre accès au portail propriétaire/)
    expect(mail.text).toContain('Fleur Jacobs')
    const link = /https?:\/\/\S+\/fr\/login\/nouveau-mot-de-passe\/\?token=([0-9a-f]+)/.exec(mail.text ?? '')
    expect(link).not.toBeNull()
    const set = await newPassword(form({ token: link![1], password: 'mon premier secret 9', confirm: 'mon premier secret 9', locale: 'fr' }))
    expect(set.headers.get('location')).toBe('/fr/proprietaire/?done=password-changed')
    const again = await login(form({ identifier: owner.username!, password: 'mon premier secret 9', locale: 'fr' }))
    expect(again.headers.get('location')).toBe('/fr/proprietaire/')
  }, 60_000) // prettier-ignore

  it('lets an admin invite, answers 422 for an owner without e-mail and 404 for an unknown owner', async () => {
    const admin = await createStaff(payload, 'admin')
    const token = await tokenFor(payload, admin)
    const owner = await createOwner(payload, 'Admin Invited')
    expect((await api('POST', `owners/${owner.id}/invite`, { token })).status).toBe(202)
    expect(await invitations(owner.email!)).toBe(1)
    const noMail = await payload.create({ collection: 'owners', data: { name: 'Zonder Mail', username: `nomail-${owner.id}`, password: 'correct horse battery staple' } })
    const refused = await api('POST', `owners/${noMail.id}/invite`, { token })
    expect(refused.status).toBe(422)
    expect(refused.json.message).toMatch(/e-mail/)
    const unknown = await api('POST', 'owners/99999999/invite', { token })
    expect(unknown.status).toBe(404)
    expect(unknown.json.message).toBe('Persoon is niet gevonden')
  }, 60_000) // prettier-ignore

  it('says "Persoon is niet gevonden" to staff only: anyone else gets the same 403 for a known and an unknown owner', async () => {
    const owner = await createOwner(payload, 'Known Owner')
    const editorToken = await tokenFor(payload, await createStaff(payload, 'editor'))
    const unknownForStaff = await api('POST', 'owners/99999998/invite', { token: editorToken })
    expect(unknownForStaff.status).toBe(404)
    expect(unknownForStaff.json.message).toBe(nl.Portal.invite.personNotFound)
    const ownerToken = await tokenFor(payload, owner)
    for (const token of [undefined, ownerToken]) {
      const known = await api('POST', `owners/${owner.id}/invite`, { token })
      const unknown = await api('POST', 'owners/99999998/invite', { token })
      expect([known.status, unknown.status]).toEqual([403, 403])
      expect(unknown.json).toEqual(known.json)
      expect(JSON.stringify(unknown.json)).not.toContain(nl.Portal.invite.personNotFound)
    }
  }, 60_000) // prettier-ignore
})
