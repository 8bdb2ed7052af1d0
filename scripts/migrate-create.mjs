#!/usr/bin/env node
// Creates a migration for both databases after a change to collections or globals:
//   npm run migrate:create -- <name>
// `payload migrate:create` occasionally exits 0 having done nothing (platform-notes.md), so each
// run is checked by the files it must have written.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

const name = process.argv[2]
if (!name || !/^[a-z0-9_-]+$/i.test(name)) {
  console.error('Usage: npm run migrate:create -- <name>   (letters, digits, - and _)')
  process.exit(1)
}

const targets = {
  sqlite: 'file:./data/migrate-create.db',
  // migrate:create never connects; the URL only selects the adapter.
  postgres: 'postgres://migrate-create@127.0.0.1:1/none',
}

let failed = false
for (const [kind, url] of Object.entries(targets)) {
  const dir = `migrations/${kind}`
  const before = new Set(fs.readdirSync(dir))
  for (let attempt = 1; attempt <= 3; attempt++) {
    const run = spawnSync('npx', ['payload', 'migrate:create', name, '--skip-empty'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: url },
    })
    const created = fs.readdirSync(dir).filter((file) => !before.has(file))
    if (created.length) {
      console.log(`${kind}: created ${created.join(', ')}`)
      break
    }
    // With --skip-empty and an unchanged schema, payload logs the diff steps and writes nothing.
    if (run.status === 0 && /DOWN statements generation complete/.test(run.stdout)) {
      console.log(`${kind}: no schema changes`)
      break
    }
    if (attempt === 3) {
      console.error(`${kind}: payload migrate:create produced nothing three times:\n${run.stdout}`)
      failed = true
    }
  }
}
process.exit(failed ? 1 : 0)
