// Entry bundled by tests/scripts/queue-at-start.mjs: migrates the database DATABASE_URL names
// (a production start of Payload) and leaves one mail in the outbox with its job in the queue,
// as a form whose server was stopped before the queue ran would.
import { writeFileSync } from 'node:fs'

import { getPayload } from 'payload'

import config from '../../payload.config'

if (process.env.BUNDLE_STARTED_MARKER) writeFileSync(process.env.BUNDLE_STARTED_MARKER, '')

const payload = await getPayload({ config })
const to = process.env.QUEUE_TEST_TO || 'queued@start.test'
const outbox = await payload.create({
  collection: 'mail-outbox',
  data: {
    purpose: 'confirmation',
    to,
    subject: 'Queued before the restart',
    html: '<p>Queued before the restart</p>',
    text: 'Queued before the restart',
    status: 'queued',
    attempts: 0,
  },
})
await payload.jobs.queue({
  task: 'sendMail',
  input: { outboxId: String(outbox.id) },
  queue: 'mail',
})
console.log(`queued mail ${outbox.id} to ${to}`)
await payload.destroy()
process.exit(0)
