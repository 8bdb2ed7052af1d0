// Entry of `npm run crm:demo` (scripts/crm-demo.mjs bundles and runs it, as the seed): starts the
// demo CRM on 127.0.0.1:CRM_DEMO_PORT (4010), makes its connection in the database DATABASE_URL
// names (Local API, as src/seed/cli.ts), then serves until Ctrl-C. README "Try the CRM import".
import { writeFileSync } from 'node:fs'

import type { WhiseDouble } from './doubles/whise'

import { ensureDemoConnection, type DemoConnection } from './connection'
import { DEMO_CONNECTION_NAME, demoPort, startDemoCrm } from './server'

// Our code runs: the packages loaded (scripts/lib/bundle.mjs retries only runs that never got here).
if (process.env.BUNDLE_STARTED_MARKER) writeFileSync(process.env.BUNDLE_STARTED_MARKER, '')

const site = process.env.SERVER_URL || 'http://localhost:3000'

const box = (lines: string[]) =>
  console.log(
    ['', '┌' + '─'.repeat(70), ...lines.map((line) => `│ ${line}`), '└' + '─'.repeat(70)].join(
      '\n',
    ),
  )

/** The connection through the Local API; null (and why) when the database cannot be reached. */
const connect = async (crm: WhiseDouble): Promise<DemoConnection | string> => {
  try {
    const [{ getPayload }, { default: config }] = await Promise.all([
      import('payload'),
      import('../../payload.config'),
    ])
    const payload = await getPayload({ config })
    try {
      return await ensureDemoConnection(payload, crm)
    } finally {
      await payload.destroy()
    }
  } catch (error) {
    return (error as Error).message
  }
}

const manualSteps = (crm: WhiseDouble, reason: string) => [
  `The connection could not be made in the database (${reason}).`,
  `Make it by hand: ${site}/admin → CRM → CRM connections → Create new:`,
  `  Name "${DEMO_CONNECTION_NAME}", CRM Whise, API address ${crm.url},`,
  `  Username ${crm.credentials.username}, Password ${crm.credentials.password},`,
  `  Client id ${crm.credentials.clientId}, Office id ${crm.credentials.officeId}; save.`,
]

let crm: WhiseDouble
try {
  crm = await startDemoCrm({ port: demoPort() })
} catch (error) {
  const { code } = error as { code?: string }
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${demoPort()} is in use (another crm:demo?). Set CRM_DEMO_PORT to choose another.`
      : `The demo CRM did not start: ${(error as Error).message}`,
  )
  process.exit(1)
}

const connection = await connect(crm)
box([
  `Demo CRM (Whise) with ${crm.estates.length} listings: control page ${crm.url}/`,
  ...(typeof connection === 'string'
    ? manualSteps(crm, connection)
    : [
        `Connection "${DEMO_CONNECTION_NAME}" ${connection.action} (id ${connection.id}):`,
        `  ${site}/admin/collections/crm-connections/${connection.id}`,
        'There: "Dry run", then read its report in CRM → CRM runs, then "Import".',
        'The dev server must be running (npm run dev): it allows loopback CRMs.',
      ]),
  'Ctrl-C stops the demo CRM.',
])

const stop = () => {
  void crm.close().finally(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
