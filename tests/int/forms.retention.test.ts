// GDPR retention: handled submissions and their files go after N months; others stay.
import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { purgeExpiredSubmissions } from '@/jobs/purgeSubmissions'

import { getTestPayload } from '../helpers/payload'
import { pdfBytes, postWithCv, unique } from './formsHelpers'

let payload: Payload

beforeAll(async () => {
  process.env.FORMS_CAPTCHA = 'off'
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  payload = await getTestPayload()
})

describe('retention of submissions', () => {
  it('deletes a handled submission and its CV once the retention has passed, and keeps the rest', async () => {
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
    expect(await purgeExpiredSubmissions(payload)).toBe(0) // handled just now

    const later = new Date(Date.now() + 7 * 31 * 24 * 3600 * 1000)
    expect(await purgeExpiredSubmissions(payload, later)).toBe(1)
    await expect(payload.findByID({ collection: 'submissions', id: handled.id })).rejects.toThrow()
    await expect(
      payload.findByID({ collection: 'submission-files', id: (files as number[])[0] }),
    ).rejects.toThrow()
    expect((await payload.findByID({ collection: 'submissions', id: open.id })).status).toBe('new')
  })

  it('keeps everything when the retention is 0', async () => {
    await payload.updateGlobal({ slug: 'form-texts', data: { retentionMonths: 0 } })
    expect(
      await purgeExpiredSubmissions(payload, new Date(Date.now() + 100 * 365 * 24 * 3600 * 1000)),
    ).toBe(0)
  })
})
