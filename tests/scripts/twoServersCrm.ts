// The CRM import on two production servers sharing one database (docs/crm-import.md), run by
// scripts/two-servers.mjs on its servers (CRM_SERVERS="urlA urlB", the seed's admin in
// ADMIN_EMAIL / ADMIN_PASSWORD), against the Whise and SweepBright doubles started here:
//
// 1. Scheduling: a Whise connection with a one-minute interval, dry-run through server A. Both
//    servers' minute ticks then start its runs: the first imports every listing, the next finds
//    nothing changed. Never two runs of the connection at once, never two runs of one tick, every
//    photo fetched once.
// 2. Webhooks: each SweepBright event is posted to both servers at the same moment; both answer
//    200, every listing is imported, and none is fetched more often than it had events.
//
// Prints ✓/✗ lines and exits 1 when one fails.
import { startSweepBrightDouble } from '../../src/crm-demo/doubles/sweepbright'
import { startWhiseDouble } from '../../src/crm-demo/doubles/whise'

const [A, B] = (process.env.CRM_SERVERS ?? '').split(/\s+/).filter(Boolean)
if (!A || !B) throw new Error('CRM_SERVERS must name two servers')

const failures: string[] = []
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? '✓' : '✗'} ${what}`)
  if (!ok) failures.push(what)
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

let token = ''
const api = async (server: string, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${server}/api/${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `JWT ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  })
  return { status: response.status, json: (await response.json().catch(() => ({}))) as Json }
}

type Run = { id: number; status: string; mode: string; startedAt: string; finishedAt?: string }

const runsOf = async (connection: number): Promise<Run[]> =>
  (
    await api(
      B,
      'GET',
      `crm-runs?where[connection][equals]=${connection}&sort=startedAt&limit=100&depth=0`,
    )
  ).json.docs ?? []

const importedCount = async (connection: number) =>
  (await api(A, 'GET', `properties/count?where[crm.connection][equals]=${connection}&draft=true`))
    .json.totalDocs as number

const whise = await startWhiseDouble({ count: 12, prefix: 'TWO' })
const sweep = await startSweepBrightDouble()
try {
  const login = await api(A, 'POST', 'users/login', {
    email: process.env.ADMIN_EMAIL,
    password: process.env.ADMIN_PASSWORD,
  })
  token = login.json.token
  check(Boolean(token), `the admin logs in on server A (${login.status})`)

  // 1. Scheduling.
  const created = await api(A, 'POST', 'crm-connections', {
    name: 'Whise on two servers',
    provider: 'whise',
    baseUrl: whise.url,
    intervalMinutes: 1,
    ...whise.credentials,
  })
  const whiseId = created.json.doc?.id as number
  check(created.status === 201, `a Whise connection is made on server A (${created.status})`)
  const dry = await api(A, 'POST', `crm-connections/${whiseId}/sync`, {
    mode: 'dry-run',
    full: true,
  })
  check(dry.status === 202, `its dry run starts on server A (${dry.status})`)

  // Watched through server B every second: how many runs go at once, until two apply runs
  // (the first import, then one with nothing to do) have ended — the ticks of about two minutes.
  let mostAtOnce = 0
  let applied: Run[] = []
  const deadline = Date.now() + 200_000
  while (Date.now() < deadline) {
    const runs = await runsOf(whiseId)
    mostAtOnce = Math.max(mostAtOnce, runs.filter((run) => run.status === 'running').length)
    applied = runs.filter((run) => run.mode === 'apply' && run.status !== 'running')
    if (applied.length >= 2) break
    await sleep(1000)
  }
  check(
    applied.length >= 2 && applied.every((run) => run.status === 'succeeded'),
    `the servers' ticks ran the import and one more run (${applied.map((run) => `${run.mode} ${run.status}`).join(', ') || 'none'})`,
  )
  check(mostAtOnce <= 1, `never two runs of the connection at once (at most ${mostAtOnce})`)
  const starts = applied.map((run) => new Date(run.startedAt).getTime())
  const gaps = starts.slice(1).map((at, i) => Math.round((at - starts[i]) / 1000))
  check(
    gaps.every((gap) => gap >= 30),
    `one run per minute's tick across both servers (seconds between runs: ${gaps.join(', ')})`,
  )
  const imported = await importedCount(whiseId)
  check(imported === 12, `the 12 listings are on the site (${imported})`)
  const photos = whise.log.filter((entry) => entry.path.startsWith('/photos/'))
  const perPhoto = new Map<string, number>()
  for (const { path } of photos) perPhoto.set(path, (perPhoto.get(path) ?? 0) + 1)
  check(
    perPhoto.size > 0 && Math.max(...perPhoto.values()) === 1,
    `every photo fetched once (${photos.length} fetches of ${perPhoto.size} photos)`,
  )

  // 2. Webhooks, each event to both servers at once.
  const hooks = await api(A, 'POST', 'crm-connections', {
    name: 'SweepBright on two servers',
    provider: 'sweepbright',
    baseUrl: sweep.url,
    intervalMinutes: 0,
    webhookSecret: 'two-servers-hook',
    ...sweep.credentials,
  })
  const sweepId = hooks.json.doc?.id as number
  check(hooks.status === 201, `a SweepBright connection is made (${hooks.status})`)
  await api(A, 'POST', `crm-connections/${sweepId}/sync`, { mode: 'dry-run', full: true })
  const ids = Array.from(
    { length: 10 },
    (_, i) => `eeeeeeee-5555-4555-8555-${String(i).padStart(12, '0')}`,
  )
  for (const id of ids) sweep.add(id)
  const before = sweep.log.length
  const statuses: number[] = []
  for (const id of ids) {
    const post = (server: string) =>
      fetch(`${server}/api/crm/webhook/${sweepId}?secret=two-servers-hook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: 'estate-added', estate_id: id }),
      }).then((response) => response.status)
    statuses.push(...(await Promise.all([post(A), post(B)])))
  }
  check(
    statuses.every((status) => status === 200),
    `20 webhooks, each listing's to both servers at once, answer 200 (${[...new Set(statuses)].join(' ')})`,
  )
  // What a run left for the next (events that came while it went) a sync through A collects,
  // as the minute's tick would.
  let settled = false
  for (let i = 0; i < 120 && !settled; i++) {
    await sleep(1000)
    const running = (await runsOf(sweepId)).some((run) => run.status === 'running')
    const waiting = (await api(B, 'GET', `crm-events/count?where[connection][equals]=${sweepId}`))
      .json.totalDocs as number | undefined
    if (!running && !waiting) settled = (await importedCount(sweepId)) === ids.length
    else if (!running) await api(A, 'POST', `crm-connections/${sweepId}/sync`, { mode: 'apply' })
  }
  check(
    settled,
    `the 10 listings of the webhooks are on the site (${await importedCount(sweepId)})`,
  )
  const fetches = new Map<string, number>()
  for (const entry of sweep.log.slice(before))
    if (entry.method === 'GET' && entry.path.startsWith('/estates/'))
      fetches.set(entry.path, (fetches.get(entry.path) ?? 0) + 1)
  check(
    fetches.size === ids.length && Math.max(...fetches.values()) <= 2,
    `each listing fetched, never more often than its two events (${[...fetches.values()].join(' ')})`,
  )
} catch (error) {
  failures.push(String(error))
  console.error(`✗ ${error instanceof Error ? error.stack : error}`)
} finally {
  await whise.close()
  await sweep.close()
}
process.exit(failures.length ? 1 : 0)
