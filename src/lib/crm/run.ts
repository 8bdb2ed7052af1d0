// A run of the import (docs/crm-import.md): list the CRM's listings through the adapter, compare
// each with its sync state by content hash, write what changed — each listing in its own
// transaction through upsertProperty, so a crash leaves every listing either written or not —
// and withdraw (unpublish, never delete) what left the CRM, with the guards: a listing of ids
// that failed part-way withdraws nothing, and a run that would withdraw a large share stops.
import type { Payload, PayloadRequest, Where } from 'payload'

import { upsertProperty } from '@/lib/data/propertyWrites'
import { inTransaction } from '@/lib/db/transaction'
import { expireTags } from '@/lib/revalidate'
import { failureText } from '@/lib/db/jobLeases'
import { defaultLocale } from '@/i18n/locales'
import { secretLinkOrigin } from '@/lib/origin'
import { absoluteUrl, propertyPath } from '@/lib/site/paths'

import { adapterFor } from './adapters'
import { findConnectionRow, toConfig, type ConnectionRow } from './connections'
import { comparable, diffRecords, hashListing } from './hash'
import { holdingRunLease, takeRunLease } from './lease'
import { syncPhotos, type StoredPhoto } from './photos'
import { titlesOf, toPropertyData } from './toProperty'
import {
  CrmError,
  emptyCounts,
  providerNames,
  type CanonicalListing,
  type CrmAdapter,
  type ReportEntry,
  type RunCounts,
} from './types'

export type RunMode = 'dry-run' | 'apply'

/** More than this share of the connection's listings (and more than MIN) withdrawn: stop and ask. */
export const WITHDRAW_SHARE = 0.2
export const WITHDRAW_MIN = 3

type State = {
  id: number | string
  externalId: string
  externalRef?: string | null
  property?: number | string | { id: number | string } | null
  state: 'active' | 'withdrawn'
  hash?: string | null
  record?: Record<string, unknown> | null
  photos?: StoredPhoto[] | null
}

const idOf = (value: State['property']) =>
  value && typeof value === 'object' ? value.id : (value ?? null)

const yieldToLoop = () => new Promise((resolve) => setImmediate(resolve))

const loadStates = async (payload: Payload, connection: number | string) => {
  const { docs } = await payload.find({
    collection: 'crm-listings',
    where: { connection: { equals: connection } },
    pagination: false,
    depth: 0,
  })
  return new Map((docs as unknown as State[]).map((doc) => [doc.externalId, doc]))
}

const loadEvents = async (payload: Payload, connection: number | string) =>
  (
    await payload.find({
      collection: 'crm-events',
      where: { connection: { equals: connection } },
      pagination: false,
      depth: 0,
      select: { externalId: true, updatedAt: true },
    })
  ).docs.map((doc) => ({
    id: doc.id,
    externalId: String(doc.externalId),
    updatedAt: String(doc.updatedAt),
  }))

const loadDetached = async (payload: Payload, connection: number | string) => {
  const { docs } = await payload.find({
    collection: 'properties',
    where: {
      and: [{ 'crm.connection': { equals: connection } }, { 'crm.detached': { equals: true } }],
    },
    pagination: false,
    depth: 0,
    draft: true,
    select: { crm: true },
  })
  return new Set(
    docs.map((doc) => String((doc as { crm?: { externalId?: string } }).crm?.externalId)),
  )
}

type Context = {
  payload: Payload
  runId: number | string
  connection: ConnectionRow
  adapter: CrmAdapter
  mode: RunMode
  states: Map<string, State>
  detached: Set<string>
  counts: RunCounts
  report: ReportEntry[]
  withdrawals: State[]
}

const stateKey = (connection: number | string, externalId: string) => `${connection}:${externalId}`

/** Imports one listing: unchanged, created or updated, or a failure reported. */
const importListing = async (ctx: Context, listing: CanonicalListing) => {
  const { payload, connection, states, counts, report } = ctx
  const state = states.get(listing.externalId)
  if (ctx.detached.has(listing.externalId)) {
    counts.unchanged++
    report.push({ externalId: listing.externalId, action: 'unchanged', error: 'detached' })
    return
  }
  const unknown = listing.unknownCodes.length
    ? `unknown code: ${listing.unknownCodes.join(', ')}`
    : undefined
  // Without a goal or a status the listing cannot be shown rightly: fail it, never guess.
  if (!listing.goal || !listing.status) {
    counts.failed++
    report.push({
      externalId: listing.externalId,
      action: 'fail',
      error: unknown ?? 'no goal or status',
    })
    return
  }
  if (listing.status === 'withdrawn') {
    if (state?.state === 'active') ctx.withdrawals.push(state)
    else {
      counts.unchanged++
      report.push({ externalId: listing.externalId, action: 'unchanged' })
    }
    return
  }
  const hash = hashListing(listing)
  const known = state?.photos ?? []
  const knownIds = new Set(known.map((photo) => photo.externalId))
  const photosComplete = listing.photos.every((photo) => knownIds.has(photo.externalId))
  if (state?.state === 'active' && state.hash === hash && photosComplete) {
    counts.unchanged++
    report.push({ externalId: listing.externalId, action: 'unchanged' })
    return
  }
  const created = !idOf(state?.property)
  const record = comparable(listing) as unknown as Record<string, unknown>
  const fields = diffRecords(state?.record ?? null, record)
  if (ctx.mode === 'dry-run') {
    counts[created ? 'created' : 'updated']++
    report.push({
      externalId: listing.externalId,
      action: created ? 'create' : 'update',
      fields,
      ...(unknown ? { error: unknown } : {}),
    })
    return
  }
  try {
    const photos = await syncPhotos(payload, {
      photos: listing.photos,
      known,
      alt: listing.title.nl || listing.externalRef || listing.externalId,
      prefix: `${connection.provider}-${listing.externalId}`,
      downloads: ctx.adapter.photoDownloads,
    })
    counts.photosDownloaded += photos.downloaded
    const sameMedia =
      JSON.stringify(photos.photos) === JSON.stringify(known) &&
      state?.hash === hash &&
      state.state === 'active'
    if (sameMedia) {
      // Only photos that failed again: nothing new to write.
      counts.unchanged++
      report.push({
        externalId: listing.externalId,
        action: 'unchanged',
        error: photos.failed.join('; '),
      })
      return
    }
    const data = toPropertyData(listing, {
      connection: connection.id,
      images: photos.photos.map((photo) => photo.media),
    })
    const propertyId = await writeListing(ctx, async (req, context) => {
      const { id } = await upsertProperty(payload, {
        match: {
          and: [
            { 'crm.connection': { equals: connection.id } },
            { 'crm.externalId': { equals: listing.externalId } },
          ],
        },
        data,
        status: 'published',
        req,
        context,
      })
      const stateData = {
        key: stateKey(connection.id, listing.externalId),
        // Ids are numbers on SQLite and PostgreSQL alike (the generated types say so).
        connection: Number(connection.id),
        externalId: listing.externalId,
        externalRef: listing.externalRef,
        property: id,
        state: 'active' as const,
        hash,
        record,
        photos: photos.photos,
      }
      if (state)
        await payload.update({
          collection: 'crm-listings',
          id: state.id,
          data: stateData,
          req,
          depth: 0,
        })
      else
        await payload.create({
          collection: 'crm-listings',
          data: stateData,
          req,
          depth: 0,
        })
      return id
    })
    counts[created ? 'created' : 'updated']++
    const reported = await reportUrl(ctx, listing, propertyId)
    const problems = [unknown, reported, ...photos.failed.map((f) => `photo ${f}`)]
      .filter(Boolean)
      .join('; ')
    report.push({
      externalId: listing.externalId,
      action: created ? 'create' : 'update',
      fields,
      ...(problems ? { error: problems } : {}),
    })
  } catch (error) {
    counts.failed++
    report.push({
      externalId: listing.externalId,
      action: 'fail',
      error: failureText(error),
    })
  }
}

/** Tells a CRM that wants it where the listing is published (SweepBright); an error is reported. */
const reportUrl = async (ctx: Context, listing: CanonicalListing, id: number | string) => {
  if (!ctx.adapter.reportUrl) return undefined
  const path = propertyPath(defaultLocale, {
    id,
    goal: listing.goal,
    city: listing.address.city,
    title: titlesOf(listing)[defaultLocale],
  })
  try {
    await ctx.adapter.reportUrl(listing.externalId, absoluteUrl(secretLinkOrigin(), path))
    return undefined
  } catch (error) {
    return `url not reported: ${(error as Error).message}`
  }
}

/**
 * One listing's transaction. Its saves hand their cache tags to it (`expireAfterCommit` in their
 * context, src/lib/revalidate.ts), expired once it committed — so no page is read again before
 * the change is in — through the server's route: the run goes on after the sync endpoint (or the
 * job) answered, where Next would drop an expiry without a word.
 */
const writeListing = async <T>(
  ctx: Context,
  write: (req: PayloadRequest, context: Record<string, unknown>) => Promise<T>,
): Promise<T> => {
  const tags: string[] = []
  const written = await inTransaction(ctx.payload, (req) =>
    write(req, { crmImport: ctx.runId, expireAfterCommit: tags }),
  )
  expireTags([...new Set(tags)], { afterResponse: true })
  return written
}

/** Unpublishes one listing's property (never deletes it) and marks its state withdrawn. */
const withdraw = async (ctx: Context, state: State) => {
  const { payload, counts, report } = ctx
  if (ctx.detached.has(state.externalId)) return
  if (ctx.mode === 'dry-run') {
    counts.withdrawn++
    report.push({ externalId: state.externalId, action: 'withdraw' })
    return
  }
  try {
    await writeListing(ctx, async (req, context) => {
      const property = idOf(state.property)
      if (property)
        await payload.update({
          collection: 'properties',
          id: property,
          data: { _status: 'draft' },
          req,
          depth: 0,
          context,
        })
      await payload.update({
        collection: 'crm-listings',
        id: state.id,
        data: { state: 'withdrawn', hash: null },
        req,
        depth: 0,
      })
    })
    counts.withdrawn++
    report.push({ externalId: state.externalId, action: 'withdraw' })
  } catch (error) {
    counts.failed++
    report.push({
      externalId: state.externalId,
      action: 'fail',
      error: failureText(error),
    })
  }
}

const finishRun = (
  payload: Payload,
  runId: number | string,
  data: {
    status: 'succeeded' | 'failed' | 'stopped'
    counts: RunCounts
    report: ReportEntry[]
    message: string
  },
) =>
  payload.update({
    collection: 'crm-runs',
    id: runId,
    data: { ...data, finishedAt: new Date().toISOString() },
    depth: 0,
  })

/** Runs the import of one connection to its end; the caller holds the connection's lease. */
export const executeRun = async (
  payload: Payload,
  {
    runId,
    connection,
    mode,
    full,
  }: { runId: number | string; connection: ConnectionRow; mode: RunMode; full: boolean },
) => {
  const counts = emptyCounts()
  const report: ReportEntry[] = []
  const crm = providerNames[connection.provider]
  try {
    const adapter = adapterFor(toConfig(connection))
    const states = await loadStates(payload, connection.id)
    // A photo that failed is tried again at the next run: a delta run would not list its
    // unchanged listing, so such a run reads the whole list (unchanged listings cost no write).
    const photosPending = [...states.values()].some(
      (state) =>
        state.state === 'active' &&
        ((state.record?.photos as unknown[] | undefined)?.length ?? 0) >
          (state.photos?.length ?? 0),
    )
    const since =
      full || photosPending || !connection.syncedUntil ? null : new Date(connection.syncedUntil)
    const startedAt = new Date()
    const ctx: Context = {
      payload,
      runId,
      connection,
      adapter,
      mode,
      states,
      detached: await loadDetached(payload, connection.id),
      counts,
      report,
      withdrawals: [],
    }
    const seen = new Set<string>()
    let listingError: string | null = null
    let events: Array<{ id: number | string; externalId: string; updatedAt: string }> = []
    if (adapter.list) {
      let cursor: number | null = null
      let pages = 0
      do {
        let page
        try {
          page = await adapter.list({ since, cursor })
        } catch (error) {
          // Bad credentials, or nothing listed at all: the run fails with the reason.
          if ((error instanceof CrmError && error.kind === 'auth') || pages === 0) throw error
          listingError = String((error as Error).message)
          break
        }
        pages++
        for (const listing of page.listings) {
          // The same id on two pages (a listing that moved while we paged): imported once.
          if (seen.has(listing.externalId)) continue
          seen.add(listing.externalId)
          await importListing(ctx, listing)
          await yieldToLoop()
        }
        if (pages % 5 === 0)
          await payload.update({
            collection: 'crm-runs',
            id: runId,
            data: { counts },
            depth: 0,
          })
        cursor = page.next
      } while (cursor !== null)
    } else if (adapter.get) {
      // A CRM that pushes: the listings its webhooks named, and on a full run every known one.
      events = await loadEvents(payload, connection.id)
      const ids = new Set(events.map((event) => event.externalId))
      if (full) for (const id of ctx.states.keys()) ids.add(id)
      for (const id of ids) {
        let listing: CanonicalListing | null
        try {
          listing = await adapter.get(id)
        } catch (error) {
          if (error instanceof CrmError && error.kind === 'auth') throw error
          counts.failed++
          report.push({ externalId: id, action: 'fail', error: String((error as Error).message) })
          continue
        }
        seen.add(id)
        if (listing) await importListing(ctx, listing)
        else if (ctx.states.get(id)?.state === 'active') ctx.withdrawals.push(ctx.states.get(id)!)
        await yieldToLoop()
      }
    }

    // What left the CRM: its deleted feed (delta runs), or the ids a complete listing did not see.
    if (!listingError) {
      if (since && adapter.listDeleted) {
        for (const id of await adapter.listDeleted(since)) {
          const state = ctx.states.get(id)
          if (state?.state === 'active' && !seen.has(id)) ctx.withdrawals.push(state)
        }
      }
      if (!since && adapter.list)
        for (const state of ctx.states.values())
          if (state.state === 'active' && !seen.has(state.externalId)) ctx.withdrawals.push(state)
    }
    const active = [...ctx.states.values()].filter((state) => state.state === 'active').length
    const withdrawals = [...new Map(ctx.withdrawals.map((s) => [s.externalId, s])).values()]
    if (listingError) {
      await finishRun(payload, runId, {
        status: 'failed',
        counts,
        report,
        message: `${crm}: the listing failed part-way (${listingError}); nothing was withdrawn.`,
      })
      return
    }
    if (withdrawals.length > WITHDRAW_MIN && withdrawals.length > active * WITHDRAW_SHARE) {
      await finishRun(payload, runId, {
        status: 'stopped',
        counts,
        report,
        message: `${crm}: this run would withdraw ${withdrawals.length} of ${active} listings; nothing was withdrawn. Check the CRM, then start a run again.`,
      })
      return
    }
    for (const state of withdrawals) await withdraw(ctx, state)
    if (mode === 'apply' && events.length)
      await payload.delete({
        collection: 'crm-events',
        // An event that came again while the run went stays for the next run.
        where: {
          or: events.map((event): Where => ({
            and: [
              { id: { equals: event.id } },
              { updatedAt: { less_than_equal: event.updatedAt } },
            ] as Where[],
          })),
        },
        depth: 0,
      })
    if (mode === 'apply')
      await payload.db.updateOne({
        collection: 'crm-connections',
        where: { id: { equals: connection.id } },
        data: { syncedUntil: startedAt.toISOString() },
      })
    await finishRun(payload, runId, {
      status: 'succeeded',
      counts,
      report,
      message: `${crm}: ${counts.created} created, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.withdrawn} withdrawn, ${counts.failed} failed.`,
    })
  } catch (error) {
    await finishRun(payload, runId, {
      status: 'failed',
      counts,
      report,
      message: `${crm}: ${failureText(error)}`,
    }).catch(() => undefined)
  }
}

export type StartOutcome =
  | { ok: true; run: number | string; done: Promise<void> }
  | { ok: false; reason: 'not-found' | 'busy' | 'needs-dry-run' }

/** A succeeded dry run of the connection: its first apply waits for one. */
const hasSucceededDryRun = async (payload: Payload, connection: number | string) =>
  (
    await payload.count({
      collection: 'crm-runs',
      where: {
        and: [
          { connection: { equals: connection } },
          { mode: { equals: 'dry-run' } },
          { status: { equals: 'succeeded' } },
        ],
      },
    })
  ).totalDocs > 0

/**
 * Starts a run of a connection: refused while another run of it goes (any server), and an apply
 * before a succeeded dry run. The run goes on in the background; `done` resolves at its end.
 */
export const startRun = async (
  payload: Payload,
  { connection: id, mode, full }: { connection: number | string; mode: RunMode; full: boolean },
): Promise<StartOutcome> => {
  const connection = await findConnectionRow(payload, id)
  if (!connection) return { ok: false, reason: 'not-found' }
  if (mode === 'apply' && !(await hasSucceededDryRun(payload, connection.id)))
    return { ok: false, reason: 'needs-dry-run' }
  if (!(await takeRunLease(payload, connection.id))) return { ok: false, reason: 'busy' }
  let runId: number | string
  try {
    // A run left "running" by a server that died: its lease expired, so it is over.
    await payload.update({
      collection: 'crm-runs',
      where: {
        and: [{ connection: { equals: connection.id } }, { status: { equals: 'running' } }],
      },
      data: {
        status: 'failed',
        finishedAt: new Date().toISOString(),
        message: 'interrupted (the server stopped)',
      },
      depth: 0,
    })
    const run = await payload.create({
      collection: 'crm-runs',
      data: {
        connection: connection.id as number,
        mode,
        full,
        status: 'running',
        startedAt: new Date().toISOString(),
        counts: emptyCounts(),
      },
      depth: 0,
    })
    runId = run.id
  } catch (error) {
    await holdingRunLease(payload, connection.id, async () => undefined)
    throw error
  }
  const done = holdingRunLease(payload, connection.id, () =>
    executeRun(payload, { runId, connection, mode, full }),
  ).catch((error) => payload.logger.error({ err: error, msg: `CRM run ${runId} failed` }))
  return { ok: true, run: runId, done: done.then(() => undefined) }
}
