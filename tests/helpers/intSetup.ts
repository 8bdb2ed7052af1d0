// Before each integration test file: point Payload at the run's throw-away database. The files
// share one process and one Payload (`isolate: false`, vitest.config.ts), so each file gives the
// next one what it found (docs/decisions/0038-integration-tests-in-one-process.md):
// - the environment: a variable a file sets for its own case (a limit, a switch);
// - the values a server process shares on globalThis (src/edge/processValues.mjs): a file that
//   loads the shared cache handler registers its tag clock, and the proxy's memos would then
//   trust a clock that the next files' writes (outside Next) never move.
import { afterAll, inject } from 'vitest'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.MEDIA_DIR = inject('mediaDir')
process.env.PAYLOAD_SECRET ||= 'integration-tests-only-secret'

const foundEnv = { ...process.env }

const store = globalThis as unknown as Record<symbol, unknown>
/** The keys of src/edge/processValues.mjs: Symbol.for names that start with "agency". */
const processValueKeys = () =>
  Object.getOwnPropertySymbols(globalThis).filter((key) => Symbol.keyFor(key)?.startsWith('agency'))
const foundValues = new Map(processValueKeys().map((key) => [key, store[key]]))

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in foundEnv)) delete process.env[name]
  Object.assign(process.env, foundEnv)
  for (const key of processValueKeys()) if (!foundValues.has(key)) delete store[key]
  for (const [key, value] of foundValues) store[key] = value
})
