#!/usr/bin/env node
// The restore drill (docs/backups.md): on SQLite, then on PostgreSQL, a seeded production site
// is backed up while visitors send forms, wiped, restored from the archive and started again.
//   E2E_SKIP_BUILD=1 bash scripts/with-postgres.sh node scripts/restore-drill.mjs   (CI, after e2e)
//   node scripts/restore-drill.mjs [--sqlite | --postgres]                          (builds first)
// It checks, for each database:
//  1. every form sent during the backup is accepted (201): the site goes on writing;
//  2. `npm run restore` finds every table's row count and every file as the archive's manifest;
//  3. every form accepted before the backup began is in the restored site, and none is twice;
//  4. the media files are back, byte for byte in size, as many as before the wipe;
//  5. the home page, a list and a property answer 200 with the titles they had before.
// Prints the backup's and the restore's times. Exits 1 on any failure.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'

import { ensureBuild, seedDatabase, serverEnv, startPostgres, startServer } from './lib/servers.mjs'

const only = ['--sqlite', '--postgres'].filter((flag) => process.argv.includes(flag))
const databases = only.length ? only.map((flag) => flag.slice(2)) : ['sqlite', 'postgres']

const failures = []
const check = (ok, what) => {
  console.log(`${ok ? '✓' : '✗'} ${what}`)
  if (!ok) failures.push(what)
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Runs `node scripts/backup.mjs …`; resolves with its exit code, output and time. */
const backupScript = (args, env) =>
  new Promise((resolve) => {
    const started = Date.now()
    const child = spawn(process.execPath, ['scripts/backup.mjs', ...args], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('close', (code) => resolve({ code, output, ms: Date.now() - started }))
  })

const titleOf = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null

/** The status and title of the home page, the for-sale list and its first property. */
const pages = async (server) => {
  const list = await fetch(`${server.url}/nl/te-koop/`)
  const listHtml = await list.text()
  const property = /href="(\/nl\/te-koop\/[^"?#]+\/\d+\/)"/.exec(listHtml)?.[1]
  const result = { '/nl/te-koop/': [list.status, titleOf(listHtml)] }
  for (const pathname of ['/nl/', property].filter(Boolean)) {
    const response = await fetch(`${server.url}${pathname}`)
    result[pathname] = [response.status, titleOf(await response.text())]
  }
  return result
}

/**
 * Visitors sending the contact form, four at a time, until stop(); each answer is kept with the
 * time it came back.
 */
const startLoad = (server, tag) => {
  const answers = []
  let running = true
  let n = 0
  const visitor = async () => {
    while (running) {
      const email = `drill-${tag}-${++n}@drill.test`
      try {
        const response = await fetch(`${server.url}/api/forms/contact/`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Dora',
            lastName: `Drill ${n}`,
            email,
            remarks: `Vraag ${n} tijdens de back-up`,
            locale: 'nl',
          }),
        })
        await response.arrayBuffer()
        answers.push({ email, status: response.status, at: Date.now() })
      } catch (error) {
        answers.push({ email, status: `error ${error.message}`, at: Date.now() })
      }
      await sleep(50)
    }
  }
  const visitors = Array.from({ length: 4 }, visitor)
  return {
    answers,
    stop: async () => {
      running = false
      await Promise.all(visitors)
    },
  }
}

/** The e-mail addresses of the stored submissions, and a way to wipe the database. */
const database = (kind, env, pgDatabase) =>
  kind === 'sqlite'
    ? {
        emails: async () => {
          const client = createClient({ url: env.DATABASE_URL })
          try {
            const { rows } = await client.execute('SELECT email FROM submissions')
            return rows.map((row) => String(row.email))
          } finally {
            client.close()
          }
        },
        wipe: () => {
          const file = env.DATABASE_URL.slice('file:'.length)
          for (const suffix of ['', '-journal', '-wal', '-shm'])
            fs.rmSync(file + suffix, { force: true })
        },
      }
    : {
        emails: async () =>
          (await pgDatabase.query('SELECT email FROM submissions')).rows.map((row) => row.email),
        wipe: () => pgDatabase.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public'),
      }

const mediaFiles = (dir) =>
  fs.existsSync(dir)
    ? Object.fromEntries(
        fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => {
            const full = path.join(entry.parentPath ?? entry.path, entry.name)
            return [path.relative(dir, full), fs.statSync(full).size]
          }),
      )
    : {}

const drill = async (kind) => {
  console.log(`\n== restore drill on ${kind} ==`)
  let pgDatabase = null
  let server = null
  try {
    if (kind === 'postgres') pgDatabase = await startPostgres()
    const env = serverEnv({ FORMS_CAPTCHA: 'off', FORMS_RATE_LIMIT_PER_MINUTE: '100000' })
    const runDir = path.dirname(env.MEDIA_DIR)
    env.DATABASE_URL = pgDatabase ? pgDatabase.url : `file:${path.join(runDir, 'drill.db')}`
    env.BACKUP_DIR = path.join(runDir, 'backups')
    const db = database(kind, env, pgDatabase)
    seedDatabase(env)
    server = await startServer(env)
    const before = await pages(server)

    const load = startLoad(server, kind)
    await sleep(1500)
    const backupStarted = Date.now()
    const backup = await backupScript(['backup', '--out', env.BACKUP_DIR], env)
    await sleep(1000)
    await load.stop()
    console.log(backup.output.trim())
    check(backup.code === 0, `${kind}: npm run backup succeeded while forms were sent`)
    const duringBackup = load.answers.filter((a) => a.at >= backupStarted)
    const refused = load.answers.filter((a) => a.status !== 201)
    check(
      refused.length === 0 && duringBackup.length > 0,
      `${kind}: ${load.answers.length} forms sent, ${duringBackup.length} during and after the ` +
        `backup, all accepted (refused: ${refused.map((a) => a.status).join(', ') || 'none'})`,
    )
    const acceptedBefore = load.answers
      .filter((a) => a.status === 201 && a.at < backupStarted)
      .map((a) => a.email)
    const media = mediaFiles(env.MEDIA_DIR)
    await server.stop()
    server = null

    await db.wipe()
    for (const dir of ['media', 'documents', 'submission-files'])
      fs.rmSync(path.join(runDir, dir), { recursive: true, force: true })
    const [archive] = fs.readdirSync(env.BACKUP_DIR).filter((file) => file.endsWith('.tar.gz'))
    const restore = await backupScript(
      ['restore', path.join(env.BACKUP_DIR, archive), '--yes'],
      env,
    )
    console.log(restore.output.trim())
    check(restore.code === 0, `${kind}: npm run restore put every table and file back`)

    const emails = await db.emails()
    const drillEmails = emails.filter((email) => email.endsWith('@drill.test'))
    check(
      acceptedBefore.every((email) => emails.includes(email)) &&
        new Set(drillEmails).size === drillEmails.length,
      `${kind}: the ${acceptedBefore.length} forms accepted before the backup began are back, ` +
        `none twice (${drillEmails.length} of the drill's in all)`,
    )
    const restoredMedia = mediaFiles(env.MEDIA_DIR)
    const lost = Object.keys(media).filter((file) => restoredMedia[file] !== media[file])
    check(
      Object.keys(media).length > 0 && lost.length === 0,
      `${kind}: ${Object.keys(media).length} media files back as they were (${lost.length} not)`,
    )
    server = await startServer(env)
    const after = await pages(server)
    check(
      Object.keys(before).length === 3 && JSON.stringify(after) === JSON.stringify(before),
      `${kind}: home, list and property answer as before: ${JSON.stringify(after)}`,
    )
    console.log(
      `${kind}: backup ${(backup.ms / 1000).toFixed(1)} s, restore ${(restore.ms / 1000).toFixed(1)} s`,
    )
  } finally {
    await server?.stop()
    await pgDatabase?.stop()
  }
}

const started = Date.now()
try {
  ensureBuild()
  for (const kind of databases) await drill(kind)
} catch (error) {
  check(false, `the drill ran to its end (${error.stack ?? error})`)
}
console.log(
  `\nrestore drill: ${failures.length} failure(s) in ${Math.round((Date.now() - started) / 1000)} s`,
)
process.exit(failures.length ? 1 : 0)
