// GDPR retention: a submission and its files go N months after it was handled or, never handled,
// after it arrived; mails of no submission go once spent (30 days) or after the retention.
import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import type { MailOutbox } from '@/payload-types'

import {
  purgeExpiredSubmissions,
  purgeOldMails,
  purgeStaleContacts,
  SPENT_MAIL_DAYS,
} from '@/jobs/purgeSubmissions'

import { getTestPayload } from '../helpers/payload'
import { pdfBytes, postJson, postWithCv, unique } from './formsHelpers'

type MailPurpose = NonNullable<MailOutbox['purpose']>

let payload: Payload

beforeAll(async () => {
  process.env.FORMS_CAPTCHA = 'off'
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  payload = await getTestPayload()
})

describe('retention of submissions', () => {
  it('deletes a submission and its CV once the retention has passed since its handling or, never handled, its arrival', async () => {
    const person = { firstName: 'Anna', lastName: 'Peeters', phone: '0475123456' }
    const cv = { bytes: pdfBytes(), name: 'cv.pdf' }
    const handled = await (await postWithCv('job', { ...person, email: unique('old') }, cv)).json()
    const open = await (await postWithCv('job', { ...person, email: unique('open') }, cv)).json()
    await payload.update({ collection: 'submissions', id: handled.id, data: { status: 'handled' } })
    const { files } = await payload.findByID({
      collection: 'submissions',
      id: handled.id,
      depth: 0,
    })
    expect(files).toHaveLength(1)

    await payload.updateGlobal({ slug: 'form-texts', data: { retentionMonths: 6 } })
    expect(await purgeExpiredSubmissions(payload)).toBe(0) // handled and received just now
    const soon = new Date(Date.now() + 5 * 31 * 24 * 3600 * 1000)
    expect(await purgeExpiredSubmissions(payload, soon)).toBe(0) // within the six months

    // A submission about an imported listing has its lead for the CRM: it goes too.
    const connection = await payload.create({
      collection: 'crm-connections',
      data: { name: 'Retention', provider: 'whise', baseUrl: 'https://api.whise.example' },
    })
    const lead = await payload.create({
      collection: 'crm-leads',
      data: {
        key: `retention-${open.id}`,
        submission: Number(open.id),
        connection: connection.id,
        externalId: '5001',
        status: 'sent',
      },
    })

    const later = new Date(Date.now() + 7 * 31 * 24 * 3600 * 1000)
    // Other tests of this run (the seeded demo leads) stored submissions too: every one handled
    // or received before `later` minus the retention goes, ours with them, and nothing else.
    const cutoff = new Date(later)
    cutoff.setMonth(cutoff.getMonth() - 6)
    const before = cutoff.toISOString()
    const { totalDocs: due } = await payload.count({
      collection: 'submissions',
      where: {
        or: [
          { and: [{ status: { equals: 'handled' } }, { handledAt: { less_than: before } }] },
          { and: [{ status: { not_equals: 'handled' } }, { createdAt: { less_than: before } }] },
        ],
      },
    })
    expect(due).toBeGreaterThanOrEqual(2)
    const { totalDocs: all } = await payload.count({ collection: 'submissions' })
    expect(await purgeExpiredSubmissions(payload, later)).toBe(due)
    expect((await payload.count({ collection: 'submissions' })).totalDocs).toBe(all - due)
    for (const id of [handled.id, open.id])
      await expect(payload.findByID({ collection: 'submissions', id })).rejects.toThrow()
    await expect(payload.findByID({ collection: 'crm-leads', id: lead.id })).rejects.toThrow()
    await expect(
      payload.findByID({ collection: 'submission-files', id: (files as number[])[0] }),
    ).rejects.toThrow()
  })

  it('deletes spent account mails after 30 days and other mails of no submission after the retention', async () => {
    await payload.updateGlobal({ slug: 'form-texts', data: { retentionMonths: 6 } })
    const mail = (purpose: MailPurpose, status: 'queued' | 'sent', to = unique(purpose)) =>
      payload.create({
        collection: 'mail-outbox',
        data: { purpose, status, to, subject: 'Test', html: '<p>x</p>', text: 'x' },
      })
    const reset = await mail('owner-reset', 'sent')
    const waiting = await mail('owner-invite', 'queued')
    const alert = await mail('alert', 'sent')
    const exists = async (id: number | string) =>
      (await payload.count({ collection: 'mail-outbox', where: { id: { equals: id } } }))
        .totalDocs === 1

    const day = 24 * 3600 * 1000
    await purgeOldMails(payload, new Date(Date.now() + (SPENT_MAIL_DAYS - 1) * day))
    expect(await exists(reset.id)).toBe(true)

    await purgeOldMails(payload, new Date(Date.now() + (SPENT_MAIL_DAYS + 1) * day))
    expect(await exists(reset.id)).toBe(false) // its link is spent
    expect(await exists(waiting.id)).toBe(true) // not sent yet
    expect(await exists(alert.id)).toBe(true) // the once-ever record of an alert

    await purgeOldMails(payload, new Date(Date.now() + 7 * 31 * day))
    expect(await exists(alert.id)).toBe(false)
    expect(await exists(waiting.id)).toBe(true)
  })

  it('lets unconfirmed newsletter sign-ups and unapproved testimonials go after the retention', async () => {
    const pending = unique('pending')
    const confirmed = unique('confirmed')
    expect((await postJson('newsletter', { email: pending })).status).toBe(201)
    expect((await postJson('newsletter', { email: confirmed })).status).toBe(201)
    await payload.update({
      collection: 'newsletter-subscribers',
      where: { email: { equals: confirmed } },
      data: { status: 'confirmed', confirmedAt: new Date().toISOString() },
    })
    const testimonial = { name: 'Anna Peeters', opinion: 'Vlot verkocht' }
    expect((await postJson('testimonial', { ...testimonial, email: unique('t1') })).status).toBe(
      201,
    )
    const approved = await payload.create({
      collection: 'testimonials',
      data: { ...testimonial, name: 'Goedgekeurd', approved: true, postedBy: 'visitor' } as never,
    })
    const countOf = async (collection: 'newsletter-subscribers' | 'testimonials', email?: string) =>
      (
        await payload.count({
          collection,
          where: email
            ? { email: { equals: email } }
            : { approved: { not_equals: true }, postedBy: { equals: 'visitor' } },
        })
      ).totalDocs

    await payload.updateGlobal({ slug: 'form-texts', data: { retentionMonths: 6 } })
    await purgeStaleContacts(payload)
    expect(await countOf('newsletter-subscribers', pending)).toBe(1) // signed up just now

    const later = new Date(Date.now() + 7 * 31 * 24 * 3600 * 1000)
    const purged = await purgeStaleContacts(payload, later)
    expect(purged.subscribers).toBeGreaterThanOrEqual(1)
    expect(await countOf('newsletter-subscribers', pending)).toBe(0)
    expect(await countOf('newsletter-subscribers', confirmed)).toBe(1)
    expect(await countOf('testimonials')).toBe(0)
    expect((await payload.findByID({ collection: 'testimonials', id: approved.id })).name).toBe(
      'Goedgekeurd',
    )
  })

  it('keeps everything when the retention is 0', async () => {
    await payload.updateGlobal({ slug: 'form-texts', data: { retentionMonths: 0 } })
    const farAway = new Date(Date.now() + 100 * 365 * 24 * 3600 * 1000)
    expect(await purgeExpiredSubmissions(payload, farAway)).toBe(0)
    expect(await purgeStaleContacts(payload, farAway)).toEqual({ subscribers: 0, testimonials: 0 })
  })
})
