#!/usr/bin/env node
// A production server (`npm start`, server.mjs) sends a mail left in the queue without any
// request (issue 11 §14; docs/decisions/0013). Needs a production build (`npx next build`); run it under the build lock:
//   flock /tmp/agency-build.lock node tests/scripts/queue-at-start.mjs
// 1. a throw-away SQLite database gets its migrations and one queued mail (a bundled script);
// 2. the production server runs against it with SMTP_URL pointing at a real SMTP server in this
//    process;
// 3. nothing calls the server: the mail must arrive within the next cron tick (≤ 60 s + start).
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

import { bundleEntry, runBundle } from '../../scripts/lib/bundle.mjs'

if (!fs.existsSync('.next/BUILD_ID')) {
  console.error('No production build: run `npx next build` first.')
  process.exit(1)
}

const mails = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => (mails.push(mail), callback()))
      .catch(callback)
  },
})
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))
const smtpUrl = `smtp://127.0.0.1:${smtp.server.address().port}`

const runDir = path.resolve('tests/.tmp', `queue-at-start-${Date.now()}`)
fs.mkdirSync(runDir, { recursive: true })
const to = `queued-${randomBytes(3).toString('hex')}@start.test`
const env = {
  ...process.env,
  NODE_ENV: 'production',
  ORIGIN_FROM_HOST: '1',
  DATABASE_URL: `file:${path.join(runDir, 'queue.db')}`,
  MEDIA_DIR: path.join(runDir, 'media'),
  PAYLOAD_SECRET: randomBytes(24).toString('hex'),
  SMTP_URL: smtpUrl,
  QUEUE_TEST_TO: to,
  FORMS_MAIL_AUTORUN: 'on',
}
delete env.VITEST

let server
let code = 1
try {
  const bundle = await bundleEntry('tests/scripts/queueOneMail.ts', 'queue-one-mail')
  // Without SMTP_URL: nothing may be sent before the server starts.
  const status = runBundle(bundle, { env: { ...env, SMTP_URL: '' }, label: 'queue-one-mail' })
  if (status !== 0) throw new Error(`queueing the mail failed (exit ${status})`)
  if (mails.length) throw new Error('a mail went out before the server started')

  const port = 3900 + Math.floor(Math.random() * 90)
  server = spawn(process.execPath, ['server.mjs', '-p', String(port)], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  server.stdout.on('data', (chunk) => (log += chunk))
  server.stderr.on('data', (chunk) => (log += chunk))
  const deadline = Date.now() + 100_000
  while (Date.now() < deadline && !mails.some((mail) => mail.to?.text?.includes(to)))
    await new Promise((resolve) => setTimeout(resolve, 250))
  const arrived = mails.filter((mail) => mail.to?.text?.includes(to))
  if (arrived.length !== 1) {
    console.error(log.slice(-4000))
    throw new Error(
      `expected the queued mail once within 100 s of the start, got ${arrived.length}`,
    )
  }
  console.log(`✓ the production server sent the queued mail to ${to} without any request`)
  code = 0
} catch (error) {
  console.error(`✗ ${error.message}`)
} finally {
  if (server?.pid) server.kill('SIGTERM')
  await new Promise((resolve) => smtp.close(resolve))
  fs.rmSync(runDir, { recursive: true, force: true })
}
process.exit(code)
