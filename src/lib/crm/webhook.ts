// POST /api/crm/webhook/{connectionId}?secret=… (docs/crm-import.md): SweepBright tells the site
// that an estate was added, updated or deleted. The site records the event — one row per
// listing, so the same event twice or events out of order collapse; the events of a burst in one
// transaction — answers 200 once it is committed (a wrong secret: 401), and starts a run that fetches each named listing once (the run reads its current
// state, whatever the order of the events). A run already going leaves the event to the next one
// (the scheduled tick starts it within a minute).
import { timingSafeEqual } from 'node:crypto'

import type { Endpoint, Payload, PayloadRequest } from 'payload'

import { inTransaction } from '@/lib/db/transaction'

import { findConnectionRow, toConfig } from './connections'

const EVENTS = ['estate-added', 'estate-updated', 'estate-deleted']

/** How long a burst of webhooks may last before its run starts (per server). */
const WEBHOOK_SETTLE_MS = 1000
const starting = new Set<string>()

const answer = (status: number, body: object) => Response.json(body, { status })

const same = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

type CrmEvent = { connection: number | string; externalId: string; event: string }

/** Records one event as its own writes; a second one for the same listing only marks the row as fresh again. */
const writeEvent = async (payload: Payload, { connection, externalId, event }: CrmEvent) => {
  const key = `${connection}:${externalId}`
  const now = new Date().toISOString()
  const touched = await payload.db.updateOne({
    collection: 'crm-events',
    where: { key: { equals: key } },
    data: { event, updatedAt: now },
    returning: false,
  })
  if (touched) return
  try {
    await payload.db.create({
      collection: 'crm-events',
      data: { key, connection, externalId, event, createdAt: now, updatedAt: now },
    })
  } catch {
    // Another server recorded it at the same moment: the unique key keeps one row.
    await payload.db
      .updateOne({
        collection: 'crm-events',
        where: { key: { equals: key } },
        data: { event, updatedAt: now },
      })
      .catch(() => undefined)
  }
}

/**
 * Records the events of a batch in one transaction (one commit, on SQLite one disk sync, for the
 * whole batch): a listing named twice keeps its last event; existing rows are marked fresh again,
 * missing ones created.
 */
const writeBatch = async (payload: Payload, events: CrmEvent[]) => {
  const last = new Map(events.map((item) => [`${item.connection}:${item.externalId}`, item]))
  const now = new Date().toISOString()
  await inTransaction(payload, async (req) => {
    const { docs } = await payload.db.find({
      collection: 'crm-events',
      where: { key: { in: [...last.keys()] } },
      pagination: false,
      limit: 0,
      req,
    })
    const existing = new Set(docs.map((doc) => String((doc as { key?: unknown }).key)))
    for (const [key, { connection, externalId, event }] of last) {
      if (existing.has(key))
        await payload.db.updateOne({
          collection: 'crm-events',
          where: { key: { equals: key } },
          data: { event, updatedAt: now },
          returning: false,
          req,
        })
      else
        await payload.db.create({
          collection: 'crm-events',
          data: { key, connection, externalId, event, createdAt: now, updatedAt: now },
          req,
        })
    }
  })
}

type Waiting = CrmEvent & { settle: (error?: unknown) => void }
const waiting: Waiting[] = []
let writing = false

/** Writes what waits, batch after batch, while webhooks keep arriving (one writer per process). */
const drain = async (payload: Payload) => {
  writing = true
  try {
    while (waiting.length) {
      const batch = waiting.splice(0)
      try {
        await writeBatch(payload, batch)
        for (const item of batch) item.settle()
      } catch {
        // A batch that failed (on PostgreSQL: another server created one of its rows meanwhile)
        // is written event by event, each with its own answer.
        for (const item of batch)
          await writeEvent(payload, item).then(
            () => item.settle(),
            (error) => item.settle(error ?? new Error('event not recorded')),
          )
      }
    }
  } finally {
    writing = false
  }
}

/**
 * Records the event: resolves once it is committed, with the others that came meanwhile (a
 * burst of a hundred webhooks is a few transactions, not two hundred writes each waiting its turn
 * for the database — docs/crm-import.md "Webhooks").
 */
export const recordEvent = (payload: Payload, event: CrmEvent) =>
  new Promise<void>((resolve, reject) => {
    waiting.push({ ...event, settle: (error) => (error ? reject(error) : resolve()) })
    if (!writing) void drain(payload)
  })

export const webhookEndpoint: Endpoint = {
  path: '/crm/webhook/:id',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    const id = String(req.routeParams?.id ?? '')
    if (!/^\d{1,12}$/.test(id)) return answer(404, { message: 'not found' })
    const row = await findConnectionRow(req.payload, Number(id))
    if (!row || row.provider !== 'sweepbright') return answer(404, { message: 'not found' })
    const expected = toConfig(row).credentials.webhookSecret
    const given = new URL(req.url ?? '', 'http://localhost').searchParams.get('secret') ?? ''
    if (!expected || !same(given, expected)) return answer(401, { message: 'wrong secret' })
    let body: { event?: unknown; estate_id?: unknown }
    try {
      body = ((await req.json?.()) ?? {}) as typeof body
    } catch {
      return answer(400, { message: 'the body is not JSON' })
    }
    const externalId = typeof body.estate_id === 'string' ? body.estate_id.trim() : ''
    if (!EVENTS.includes(String(body.event)) || !/^[\w-]{1,64}$/.test(externalId))
      return answer(400, { message: 'event and estate_id expected' })
    await recordEvent(req.payload, { connection: row.id, externalId, event: String(body.event) })
    if (row.enabled !== false && !starting.has(String(row.id))) {
      const { startRun } = await import('./run')
      // A moment after the answer, once per burst: the events of a burst (a CRM publishing many
      // listings) collapse into one run; a run going already leaves them to the next one.
      starting.add(String(row.id))
      const timer = setTimeout(() => {
        starting.delete(String(row.id))
        startRun(req.payload, { connection: row.id, mode: 'apply', full: false }).catch(
          () => undefined,
        )
      }, WEBHOOK_SETTLE_MS)
      timer.unref?.()
    }
    return answer(200, { received: true })
  },
}
