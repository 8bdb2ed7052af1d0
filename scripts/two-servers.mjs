#!/usr/bin/env node
// Two production servers on one PostgreSQL database (issue 13, "Several servers"): what one
// server does must hold for the site, not for one process.
//   flock /tmp/agency-build.lock node scripts/two-servers.mjs      (builds .next first)
//   E2E_SKIP_BUILD=1 node scripts/two-servers.mjs                  (reuses the build in .next)
// In CI it runs inside scripts/with-postgres.sh after the e2e build (.ci/run); alone it starts a
// private PostgreSQL cluster (scripts/lib/servers.mjs).
//
// 1. Jobs: 10 contact forms spread over both servers (the forms API of docs/forms-api.md, each
//    with its own solved captcha) give exactly 20 mails — the visitor's confirmation and the
//    agency's notification of each — with 20 different Message-IDs, after both servers' mail
//    crons ran at least once more; both servers answer health 200; no connection of the
//    database is "idle in transaction (aborted)"; one more form on each server still succeeds.
// 2. Rate limits: the forms' per-minute limit (10) and the login's (LOGIN_RATE_LIMIT_PER_MINUTE)
//    hold across both servers: the request over the limit answers 429 with Retry-After and the
//    localized message, whichever server it reaches.
// 3. Captcha: a solved captcha accepted by server A is refused by server B with the localized
//    captcha message, and nothing is stored.
// 4. Cache: a publish on server A is visible on server B within 5 s
//    (tests/scripts/two-servers-cache.mjs, run on these two servers: one seed, one start).
// 5. CRM import: the minute ticks of both servers run a connection's syncs one at a time, once
//    per tick, each photo fetched once; webhooks posted to both servers at once import each
//    listing (tests/scripts/twoServersCrm.ts, against CRM doubles started there).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import fs from 'node:fs'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import {
  ensureBuild,
  seedDatabase,
  serverEnv,
  startPostgres,
  startServers,
  stopServers,
} from './lib/servers.mjs'
import { bundleEntry } from './lib/bundle.mjs'
import { recipients, startSmtp } from './lib/smtp.mjs'

const FORMS = 10
const LOGIN_LIMIT = 3
const FORMS_LIMIT = 10
const messages = (locale) => JSON.parse(fs.readFileSync(`src/i18n/messages/${locale}.json`, 'utf8'))
const fr = messages('fr')

const failures = []
const check = (ok, what) => {
  console.log(`${ok ? '✓' : '✗'} ${what}`)
  if (!ok) failures.push(what)
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const run = `r${Date.now().toString(36)}`
const domain = `${run}.two-servers.test`
/** A distinct client per call, as seen through the trusted proxy (TRUSTED_PROXIES). */
let nextClient = 1
const client = () => `198.51.100.${nextClient++}`

const solvedCaptcha = async (server) => {
  const challenge = await (await fetch(`${server.url}/api/forms/challenge/`)).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

const postForm = (server, kind, body, { from = client(), query = '' } = {}) =>
  fetch(`${server.url}/api/forms/${kind}/${query}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify(body),
  })

const contact = async (server, n, extra = {}) => ({
  firstName: 'Anna',
  lastName: `Twee ${n}`,
  email: `visitor-${n}@${domain}`,
  remarks: `Vraag ${n} aan server ${server.port}`,
  locale: 'nl',
  altcha: await solvedCaptcha(server),
  ...extra,
})

/** The mails of this run: to a visitor of the run, or replying to one (the agency's notice). */
const ofRun = (mails) =>
  mails.filter((mail) =>
    [...recipients(mail), mail.replyTo?.text?.toLowerCase() ?? ''].some((to) =>
      to.includes(`@${domain}`),
    ),
  )

const waitForMails = async (smtp, count, timeoutMs) => {
  const deadline = Date.now() + timeoutMs
  while (ofRun(smtp.mails).length < count && Date.now() < deadline) await sleep(250)
  return ofRun(smtp.mails)
}

/** Waits until both servers' every-minute crons have run again (the next minute + margin). */
const pastNextTick = async () => {
  const now = Date.now()
  await sleep(60_000 - (now % 60_000) + 10_000)
}

const connectionStates = async (pg) => {
  const { rows } = await pg.query(
    `SELECT coalesce(state, '') AS state, count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() GROUP BY state`,
  )
  return Object.fromEntries(rows.map((row) => [row.state, row.n]))
}

const submissionCount = async (pg) =>
  (await pg.query('SELECT count(*)::int AS n FROM submissions')).rows[0].n

const started = Date.now()
let pg
let smtp
let servers = []
try {
  ensureBuild()
  pg = await startPostgres()
  smtp = await startSmtp()
  const env = serverEnv({
    DATABASE_URL: pg.url,
    SMTP_URL: smtp.url,
    FORMS_MAIL_AUTORUN: 'on',
    // The servers stand behind one proxy (127.0.0.1) that names each client in X-Forwarded-For.
    TRUSTED_PROXIES: '127.0.0.1',
    FORMS_RATE_LIMIT_PER_MINUTE: String(FORMS_LIMIT),
    LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
    // The CRM doubles of step 5 listen on 127.0.0.1.
    CRM_ALLOW_PRIVATE_HOSTS: '1',
  })
  delete env.FORMS_CAPTCHA
  seedDatabase(env)
  servers = await startServers(2, env)
  const [a, b] = servers
  console.log(`servers on ${a.url} and ${b.url}, database ${pg.name}`)
  const before = await connectionStates(pg)

  // 1. Jobs: 10 forms, alternating servers, sent at once.
  const answers = await Promise.all(
    Array.from({ length: FORMS }, async (_, n) => {
      const server = servers[n % 2]
      return (await postForm(server, 'contact', await contact(server, n))).status
    }),
  )
  check(
    answers.every((status) => status === 201),
    `${FORMS} contact forms over both servers answer 201 (${answers.join(' ')})`,
  )
  const expected = FORMS * 2
  await waitForMails(smtp, expected, 150_000)
  await pastNextTick()
  const mails = ofRun(smtp.mails)
  const confirmations = mails.filter((mail) =>
    recipients(mail).some((to) => to.endsWith(`@${domain}`)),
  )
  check(
    mails.length === expected,
    `${FORMS} forms gave ${mails.length} mails, expected ${expected} (a confirmation and a notification each)`,
  )
  check(
    confirmations.length === FORMS,
    `${confirmations.length} visitor confirmations, expected ${FORMS}`,
  )
  const ids = mails.map((mail) => mail.messageId)
  check(new Set(ids).size === ids.length, `no duplicate Message-ID among ${ids.length} mails`)
  for (const server of servers) {
    const health = await fetch(`${server.url}/api/health/`, { signal: AbortSignal.timeout(10_000) })
    check(health.status === 200, `server ${server.port} health ${health.status} after the mails`)
  }
  const after = await connectionStates(pg)
  console.log(
    `connections before: ${JSON.stringify(before)}; after the mails: ${JSON.stringify(after)}`,
  )
  check(
    !after['idle in transaction (aborted)'],
    `no connection idle in transaction (aborted) (${after['idle in transaction (aborted)'] ?? 0})`,
  )

  // 3. Captcha: once on A, refused on B, nothing stored.
  const captchaBody = await contact(a, 'captcha')
  const first = await postForm(a, 'contact', captchaBody)
  check(first.status === 201, `a solved captcha is taken by server A (${first.status})`)
  const stored = await submissionCount(pg)
  const replay = await postForm(b, 'contact', { ...captchaBody, locale: 'fr' })
  const replayBody = await replay.json().catch(() => null)
  check(
    replay.status === 400 &&
      replayBody?.errors?.[0]?.field === 'altcha' &&
      replayBody.errors[0].message === fr.Forms.errors.captchaInvalid,
    `the same captcha on server B: ${replay.status} ${JSON.stringify(replayBody?.errors ?? replayBody)}`,
  )
  check((await submissionCount(pg)) === stored, 'the replayed form stored nothing')

  // 2. Rate limits across servers: one client, requests alternating between the servers.
  const limited = client()
  const statuses = []
  for (let n = 0; n < FORMS_LIMIT; n++)
    statuses.push((await postForm(servers[n % 2], 'call-me', {}, { from: limited })).status)
  const over = await postForm(
    servers[FORMS_LIMIT % 2],
    'call-me',
    {},
    {
      from: limited,
      query: '?locale=fr',
    },
  )
  const overBody = await over.json().catch(() => null)
  check(
    statuses.every((status) => status === 400),
    `${FORMS_LIMIT} requests of one client over both servers are answered (${statuses.join(' ')})`,
  )
  check(
    over.status === 429 &&
      Number(over.headers.get('retry-after')) > 0 &&
      overBody?.message === fr.Forms.errors.rateLimited,
    `request ${FORMS_LIMIT + 1} of that client: ${over.status}, Retry-After ${over.headers.get('retry-after')}, ${JSON.stringify(overBody?.message)}`,
  )
  const loginClient = client()
  const login = (server) =>
    fetch(`${server.url}/api/users/login?locale=fr`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept-Language': 'fr',
        'X-Forwarded-For': loginClient,
      },
      body: JSON.stringify({ email: `nobody@${domain}`, password: 'wrong-password' }),
    })
  const logins = []
  for (let n = 0; n < LOGIN_LIMIT; n++) logins.push((await login(servers[n % 2])).status)
  const overLogin = await login(servers[LOGIN_LIMIT % 2])
  const overLoginText = await overLogin.text()
  check(
    logins.every((status) => status === 401),
    `${LOGIN_LIMIT} wrong logins of one client over both servers answer 401 (${logins.join(' ')})`,
  )
  check(
    overLogin.status === 429 &&
      Number(overLogin.headers.get('retry-after')) > 0 &&
      overLoginText.includes('Trop de tentatives de connexion'),
    `login ${LOGIN_LIMIT + 1} of that client: ${overLogin.status}, Retry-After ${overLogin.headers.get('retry-after')}, ${overLoginText.slice(0, 120)}`,
  )

  // 1, continued: one more form on each server still succeeds, and its mails go out once.
  const further = []
  for (const [n, server] of servers.entries())
    further.push((await postForm(server, 'contact', await contact(server, `more-${n}`))).status)
  check(
    further.every((status) => status === 201),
    `one more form on each server: ${further.join(' ')}`,
  )
  const total = expected + 2 + 2 * 2 // + the captcha form's two mails + the two further forms'
  await waitForMails(smtp, total, 150_000)
  await pastNextTick()
  const all = ofRun(smtp.mails)
  check(all.length === total, `${all.length} mails in all, expected ${total}`)
  const allIds = all.map((mail) => mail.messageId)
  check(new Set(allIds).size === allIds.length, 'still no duplicate Message-ID')
  for (const server of servers) {
    const health = await fetch(`${server.url}/api/health/`, { signal: AbortSignal.timeout(10_000) })
    check(health.status === 200, `server ${server.port} health ${health.status} at the end`)
  }
  const end = await connectionStates(pg)
  console.log(`connections at the end: ${JSON.stringify(end)}`)
  check(
    !end['idle in transaction (aborted)'],
    `no connection idle in transaction (aborted) at the end (${end['idle in transaction (aborted)'] ?? 0})`,
  )

  // 4. Cache across the servers: the publish scenarios, on these servers and this database.
  // Spawned, not run synchronously: this process's SMTP sink keeps taking the servers' mails.
  const cache = spawn(process.execPath, ['tests/scripts/two-servers-cache.mjs'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, CACHE_SERVERS: `${a.url} ${b.url}` },
  })
  const [cacheStatus] = await once(cache, 'exit')
  check(cacheStatus === 0, `a publish on one server is visible on the other (exit ${cacheStatus})`)

  // 5. The CRM import on both servers (bundled: it starts the TypeScript doubles).
  const crmBundle = await bundleEntry('tests/scripts/twoServersCrm.ts', 'two-servers-crm')
  const crm = spawn(process.execPath, [crmBundle], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, CRM_SERVERS: `${a.url} ${b.url}` },
  })
  const [crmStatus] = await once(crm, 'exit')
  check(crmStatus === 0, `the CRM import holds on two servers (exit ${crmStatus})`)

  if (failures.length) {
    for (const server of servers)
      console.error(`--- log of server ${server.port} ---\n${server.log().slice(-4000)}`)
  }
} catch (error) {
  failures.push(error.message)
  console.error(`✗ ${error.stack ?? error.message}`)
  for (const server of servers)
    console.error(`--- log of server ${server.port} ---\n${server.log().slice(-4000)}`)
} finally {
  await stopServers(servers)
  await smtp?.close()
  await pg?.stop()
}
console.log(
  `\n${failures.length ? `✗ ${failures.length} failed` : '✓ all passed'} in ${Math.round((Date.now() - started) / 1000)} s`,
)
process.exit(failures.length ? 1 : 0)
