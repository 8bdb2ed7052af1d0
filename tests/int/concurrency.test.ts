// Writers at the same moment: visitors submitting forms while the mail queue runs must all be
// stored (on SQLite they used to meet SQLITE_BUSY and answer 503; docs/decisions/0008).
import { beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { runMailQueue } from '@/jobs'

import { getTestPayload } from '../helpers/payload'
import { postJson, unique } from './formsHelpers'

let payload: Payload

beforeAll(async () => {
  process.env.FORMS_CAPTCHA = 'off'
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  payload = await getTestPayload()
})

const contact = (index: number) => ({
  firstName: 'Anna',
  lastName: `Peeters ${index}`,
  email: unique(`simultaneous-${index}`),
  remarks: 'Is het pand nog vrij?',
})

describe('simultaneous writers', () => {
  it('stores every one of twenty forms sent at the same moment while the mail queue runs', async () => {
    const before = await payload.count({ collection: 'submissions' })
    const [responses] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, (_, i) => postJson('contact', contact(i)))),
      runMailQueue(payload),
      runMailQueue(payload),
    ])
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(201))
    const after = await payload.count({ collection: 'submissions' })
    expect(after.totalDocs - before.totalDocs).toBe(20)
  })

  it('keeps editors saving while visitors submit', async () => {
    const saves = Array.from({ length: 10 }, (_, i) =>
      payload.create({
        collection: 'properties',
        data: { title: `Gelijktijdig ${i}`, goal: 'sale', zip: '9000', city: 'Gent' } as never,
      }),
    )
    const forms = Array.from({ length: 10 }, (_, i) => postJson('contact', contact(100 + i)))
    const [created, responses] = await Promise.all([Promise.all(saves), Promise.all(forms)])
    expect(created.every((doc) => typeof doc.id === 'number' || typeof doc.id === 'string')).toBe(
      true,
    )
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201))
  })
})
