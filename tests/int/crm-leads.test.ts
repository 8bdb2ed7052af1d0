// Leads back to the CRM (docs/crm-import.md): a visit request about an imported property is
// queued for its CRM in the submission's transaction, sent once (however often the queue runs),
// shown on the submission, and the agency's mail is queued regardless.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Payload } from 'payload'

import { createStaff, getTestPayload, tokenFor } from '../helpers/payload'
import { api } from '../helpers/rest'
import { startWhiseDouble, type WhiseDouble } from '../../src/crm-demo/doubles/whise'
import { postJson } from './formsHelpers'

process.env.CRM_ALLOW_PRIVATE_HOSTS = '1'
process.env.CRM_BACKOFF_MS = '20'

let payload: Payload
let adminToken: string
let crm: WhiseDouble
let connection: number

const run = async (mode: 'dry-run' | 'apply') => {
  const started = await api('POST', `crm-connections/${connection}/sync`, {
    token: adminToken,
    body: { mode, full: true },
  })
  expect(started.status).toBe(202)
  for (let i = 0; i < 600; i++) {
    const doc = await payload.findByID({ collection: 'crm-runs', id: started.json.run, depth: 0 })
    if (doc.status !== 'running') return doc
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('the run did not end')
}

const runCrmQueue = () =>
  payload.jobs.run({ queue: 'crm', limit: 10, silent: { info: true } } as never)

beforeAll(async () => {
  process.env.FORMS_CAPTCHA = 'off'
  process.env.FORMS_RATE_LIMIT_PER_MINUTE = '0'
  payload = await getTestPayload()
  adminToken = await tokenFor(payload, await createStaff(payload, 'admin'))
  crm = await startWhiseDouble({ count: 1, prefix: 'LEAD' })
  const created = await api('POST', 'crm-connections', {
    token: adminToken,
    body: {
      name: 'Whise leads',
      provider: 'whise',
      baseUrl: crm.url,
      intervalMinutes: 0,
      ...crm.credentials,
    },
  })
  connection = created.json.doc.id
  await run('dry-run')
  expect((await run('apply')).status).toBe('succeeded')
})

afterAll(async () => {
  await crm?.close()
})

describe('a visit request about an imported property', () => {
  it('goes to the CRM once, with its state on the submission, and the agency mail is queued', async () => {
    const property = (
      await payload.find({
        collection: 'properties',
        where: { 'crm.connection': { equals: connection } },
        depth: 0,
      })
    ).docs[0]
    const response = await postJson('visit-request', {
      firstName: 'Anna',
      lastName: 'Peeters',
      email: 'anna.crm@test.example',
      phone: '0475 12 34 56',
      propertyId: String(property.id),
    })
    expect(response.status).toBeLessThan(300)
    const submission = (
      await payload.find({
        collection: 'submissions',
        where: { email: { equals: 'anna.crm@test.example' } },
        depth: 0,
      })
    ).docs[0]
    expect(submission).toBeDefined()
    const mails = await payload.count({
      collection: 'mail-outbox',
      where: { submission: { equals: submission.id } },
    })
    expect(mails.totalDocs).toBeGreaterThan(0)

    await runCrmQueue()
    await runCrmQueue()
    expect(crm.contacts).toHaveLength(1)
    expect(crm.contacts[0]).toMatchObject({
      FirstName: 'Anna',
      Name: 'Peeters',
      PrivateEmail: 'anna.crm@test.example',
      EstateIds: [5001],
      OfficeIds: [12],
    })
    const lead = (
      await payload.find({
        collection: 'crm-leads',
        where: { submission: { equals: submission.id } },
        depth: 0,
      })
    ).docs[0]
    expect(lead).toMatchObject({ status: 'sent', attempts: 1 })
    const shown = await api('GET', `submissions/${submission.id}`, { token: adminToken })
    expect(shown.json.crmLead.docs).toHaveLength(1)
  })
})
