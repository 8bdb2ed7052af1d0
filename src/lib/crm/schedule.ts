// Scheduled runs (docs/crm-import.md): every minute the `crm` queue's task looks at each enabled
// connection and starts what is due — a delta run every `intervalMinutes` (0: manual only), and
// once a night (from 02:00 Brussels time) a full reconciliation. Connections whose first dry run
// has not succeeded are left alone. The connection's lease keeps two servers from running one
// connection at once; the queue's job lease keeps one tick from running twice (decision 0013).
import type { Payload, Where } from 'payload'

import { startRun } from './run'

/** The hour, Brussels time, from which the nightly full reconciliation is due. */
export const NIGHTLY_HOUR = 2
const HOUR_MS = 60 * 60 * 1000
/**
 * A run starts a few seconds after its minute's tick; the tick one interval later must still
 * find it due (else "every 15 minutes" ran every 16), so half a tick is forgiven.
 */
const TICK_SLACK_MS = 30 * 1000
const DAY_MS = 24 * HOUR_MS

const brusselsHour = (at: Date) =>
  Number(
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      hour12: false,
      timeZone: 'Europe/Brussels',
    })
      .format(at)
      .slice(0, 2),
  )

type RunRow = {
  startedAt?: string | null
  full?: boolean | null
  mode?: string | null
  status?: string | null
}

const latest = async (payload: Payload, connection: number | string, extra: Where[] = []) =>
  (
    await payload.find({
      collection: 'crm-runs',
      where: { and: [{ connection: { equals: connection } }, ...extra] },
      sort: '-startedAt',
      limit: 1,
      depth: 0,
      select: { startedAt: true, full: true, mode: true, status: true },
    })
  ).docs[0] as RunRow | undefined

/** What is due for a connection now: a full run, a delta run or nothing. */
export const dueRun = async (
  payload: Payload,
  connection: { id: number | string; intervalMinutes?: number | null },
  now = new Date(),
): Promise<'full' | 'delta' | null> => {
  const dryRun = await latest(payload, connection.id, [
    { mode: { equals: 'dry-run' } },
    { status: { equals: 'succeeded' } },
  ])
  if (!dryRun) return null
  // Webhook events left by a run that was going when they came.
  const events = await payload.count({
    collection: 'crm-events',
    where: { connection: { equals: connection.id } },
  })
  const lastFull = await latest(payload, connection.id, [
    { mode: { equals: 'apply' } },
    { full: { equals: true } },
    { status: { equals: 'succeeded' } },
  ])
  const lastFullAt = lastFull?.startedAt ? new Date(lastFull.startedAt).getTime() : 0
  // In the night's window (02:00–06:00), once: the last full run is older than 20 hours.
  const hour = brusselsHour(now)
  const night = hour >= NIGHTLY_HOUR && hour < NIGHTLY_HOUR + 4
  if (night && now.getTime() - lastFullAt > DAY_MS - 4 * HOUR_MS) return 'full'
  if (events.totalDocs > 0) return 'delta'
  const interval = connection.intervalMinutes ?? 15
  if (interval <= 0) return null
  const last = await latest(payload, connection.id, [{ mode: { equals: 'apply' } }])
  const lastAt = last?.startedAt ? new Date(last.startedAt).getTime() : 0
  return now.getTime() - lastAt >= interval * 60 * 1000 - TICK_SLACK_MS ? 'delta' : null
}

/** Starts and awaits every run that is due; answers what ran. */
export const runDueSyncs = async (payload: Payload, now = new Date()) => {
  const { docs } = await payload.find({
    collection: 'crm-connections',
    where: { enabled: { equals: true } },
    pagination: false,
    depth: 0,
    select: { intervalMinutes: true },
  })
  const ran: Array<{ connection: number | string; run: number | string; full: boolean }> = []
  for (const connection of docs) {
    const due = await dueRun(payload, connection, now)
    if (!due) continue
    const outcome = await startRun(payload, {
      connection: connection.id,
      mode: 'apply',
      full: due === 'full',
    })
    if (!outcome.ok) continue // another server runs it, or it vanished
    await outcome.done
    ran.push({ connection: connection.id, run: outcome.run, full: due === 'full' })
  }
  return ran
}
