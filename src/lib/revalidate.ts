// Expires the cache tags of what an edit in the admin changed, so the site shows it within
// seconds. Visitors read the published version (the document itself, not its drafts): every
// save that may have changed it expires the tags — a publish, an edit of a published document,
// an unpublish (also after drafts were saved over the published version), a delete, a
// scheduled publish. Only a draft saved while the published version stays online is skipped.
//
// Where Next has no request to attach the expiry to (Payload's job queue, e.g. a scheduled
// publish, runs on a timer; revalidateTag throws there, payload#16392) the server asks itself
// through POST /api/revalidate/ (src/app/api/revalidate/route.ts). Outside a Next.js server
// (seed, scripts, integration tests) there is no cache to expire: that case is ignored.
//
// Every server sees the expiry: Next hands it to the cache handler, which on PostgreSQL writes it
// to the database that every server asks at each cache read (src/edge/sharedCacheHandler.mjs,
// docs/decisions/0017).
import { createHmac } from 'node:crypto'

import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  CollectionSlug,
  PayloadRequest,
} from 'payload'

import { payloadSecret } from './env'

export const REVALIDATE_PATH = '/api/revalidate/'
export const REVALIDATE_HEADER = 'x-revalidate-key'

/** The key of POST /api/revalidate/: derived from PAYLOAD_SECRET, known only to the servers. */
export const revalidateKey = () =>
  createHmac('sha256', payloadSecret()).update('revalidate cache tags').digest('hex')

/** This server's own address (set by `next start` / `next dev`), or null outside a server. */
const ownOrigin = () =>
  process.env.__NEXT_PRIVATE_ORIGIN ||
  (process.env.NEXT_RUNTIME && process.env.PORT ? `http://127.0.0.1:${process.env.PORT}` : null)

const expireThroughRoute = (tags: string[], origin: string) =>
  fetch(new URL(REVALIDATE_PATH, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [REVALIDATE_HEADER]: revalidateKey() },
    body: JSON.stringify({ tags }),
  })
    .then((response) => {
      if (!response.ok) throw new Error(`answered ${response.status}`)
    })
    .catch((error: unknown) => {
      console.error(`Cache tags ${tags.join(', ')} could not be expired:`, error)
    })

/**
 * Expires `tags` now (not stale-while-revalidate: an unpublished page must not show again).
 * `afterResponse`: the save runs after its request was answered (a CRM run started by the sync
 * endpoint goes on in the background). Next would take the expiry without an error there and
 * drop it with the finished request, so the server's route is asked instead.
 */
export const expireTags = (tags: string[], { afterResponse = false } = {}) => {
  const origin = ownOrigin()
  if (afterResponse && origin) {
    void expireThroughRoute(tags, origin)
    return
  }
  const outsideRequest: string[] = []
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      const noRequest =
        error instanceof Error && /static generation store|outside a request/i.test(error.message)
      if (!noRequest && !ownOrigin()) throw error
      outsideRequest.push(tag)
    }
  }
  if (outsideRequest.length && origin) void expireThroughRoute(outsideRequest, origin)
}

/**
 * A save's tags: expired now, or handed to its caller when the caller collects them
 * (`expireAfterCommit` in the save's context: a CRM run expires them once its transaction
 * committed, src/lib/crm/run.ts).
 */
const expireForSave = (req: PayloadRequest, tags: string[]) => {
  const collected = req.context.expireAfterCommit
  if (Array.isArray(collected)) collected.push(...tags)
  else expireTags(tags)
}

type Doc = { id: number | string; _status?: string | null }

/**
 * Whether a save may have changed what visitors read. `publicStatus` is the status of the
 * document as visitors read it after the save (drafts live only in the versions table).
 */
export const publicVersionMayHaveChanged = ({
  doc,
  publicStatus,
}: {
  doc: { _status?: string | null }
  publicStatus: string | null | undefined
}): boolean => {
  if (!('_status' in doc)) return true // no drafts: every save is public
  if (doc._status === 'published') return true // published, or a published edit
  // A draft: saved beside a published version that stays online → nothing public changed.
  // Otherwise it was an unpublish (or a draft of an unpublished document: expiring is cheap).
  return publicStatus !== 'published'
}

/** The status of the document visitors read (not its latest draft), in the save's transaction. */
export const publicStatusOf = async (
  req: PayloadRequest,
  collection: CollectionSlug,
  id: Doc['id'],
) => {
  const row = (await req.payload.db.findOne({
    collection,
    where: { id: { equals: id } },
    req,
  })) as { _status?: string | null } | null
  return row?._status ?? null
}

/** After a save: when what visitors read may have changed, expire its tags (seeding opts out). */
export const revalidateOnChange =
  (tagsFor: (doc: Doc) => string[]): CollectionAfterChangeHook =>
  async ({ collection, doc, req }) => {
    if (req.context.skipRevalidate) return doc
    const publicStatus =
      '_status' in doc && doc._status !== 'published'
        ? await publicStatusOf(req, collection.slug, doc.id)
        : null
    if (publicVersionMayHaveChanged({ doc, publicStatus })) expireForSave(req, tagsFor(doc as Doc))
    return doc
  }

export const revalidateOnDelete =
  (tagsFor: (doc: Doc) => string[]): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    if (!req.context.skipRevalidate) expireForSave(req, tagsFor(doc as Doc))
    return doc
  }

export const revalidateGlobal =
  (tags: string[]): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    if (!req.context.skipRevalidate) expireTags(tags)
    return doc
  }
