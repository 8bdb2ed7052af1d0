// Before each integration test file: point Payload at the run's throw-away database, and give
// the next file the environment this one found: a variable a file sets for its own case (a
// limit, a switch) must not reach the files after it, should they ever share a process
// (docs/decisions/0038).
import { afterAll, inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.MEDIA_DIR = inject('mediaDir')
process.env.PAYLOAD_SECRET ||= 'integration-tests-only-secret'

const found = { ...process.env }

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in found)) delete process.env[name]
  Object.assign(process.env, found)
})
