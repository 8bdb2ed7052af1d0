// Once per integration run: a throw-away database. SQLite by default (a new file under
// tests/.tmp); with DATABASE_URL=postgres://… a new database is created on that server and
// dropped afterwards, so the given database itself is never touched.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string
    mediaDir: string
  }
}

const tmpRoot = path.resolve('tests/.tmp')

export default async function setup(project: TestProject) {
  const runId = `${Date.now()}-${randomBytes(3).toString('hex')}`
  const runDir = path.join(tmpRoot, `int-${runId}`)
  fs.mkdirSync(runDir, { recursive: true })
  project.provide('mediaDir', path.join(runDir, 'media'))

  const given = process.env.DATABASE_URL ?? ''
  if (!/^postgres(ql)?:\/\//.test(given)) {
    project.provide('databaseUrl', `file:${path.join(runDir, 'int.db')}`)
    return () => fs.rmSync(runDir, { recursive: true, force: true })
  }

  const database = `agency_test_${runId.replace(/-/g, '_')}`
  const admin = new pg.Client({ connectionString: given })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${database}`)
  await admin.end()
  const url = new URL(given)
  url.pathname = `/${database}`
  project.provide('databaseUrl', url.toString())

  return async () => {
    const client = new pg.Client({ connectionString: given })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    await client.end()
    fs.rmSync(runDir, { recursive: true, force: true })
  }
}
