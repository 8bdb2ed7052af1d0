// Photos of imported listings (docs/crm-import.md): downloaded (never hot-linked), stored as
// media processed as any upload, deduplicated by the SHA-256 of their content, kept in the CRM's
// order. A photo that fails is left out of this run and tried again at the next one; it never
// fails its listing. A listing's new photos are downloaded a few at a time (as many as its CRM
// bears, `CrmAdapter.photoDownloads`) while the ones already here are stored one by one: the
// image sizes are the run's own work, the downloads are the CRM's.
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { request } from './http'
import type { CanonicalPhoto } from './types'

/** A photo already downloaded for a listing: its CRM id and the media it became. */
export type StoredPhoto = { externalId: string; media: number | string }

const MAX_BYTES = 25 * 1024 * 1024
const TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
}

export type PhotoResult = {
  photos: StoredPhoto[]
  downloaded: number
  failed: string[]
}

/** Downloads at once for a CRM that does not say (docs/crm-import.md "Photos"). */
export const PHOTO_DOWNLOADS = 4

type Downloaded = { data: Buffer; type: string }

const download = async (url: string): Promise<Downloaded> => {
  const response = await request(url, { label: 'photo', attempts: 3, timeoutMs: 60_000 })
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined)
    throw new Error(`photo: HTTP ${response.status}`)
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (!TYPES[type]) {
    await response.body?.cancel().catch(() => undefined)
    throw new Error(`photo: type ${type || 'unknown'} refused`)
  }
  const data = Buffer.from(await response.arrayBuffer())
  if (data.length > MAX_BYTES) throw new Error('photo: larger than 25 MB')
  return { data, type }
}

/** The media holding these bytes: one found by content hash, or a new upload. */
const store = async (
  payload: Payload,
  { data, type }: Downloaded,
  { alt, name }: { alt: string; name: string },
) => {
  const hash = createHash('sha256').update(data).digest('hex')
  const found = await payload.find({
    collection: 'media',
    where: { contentHash: { equals: hash } },
    limit: 1,
    depth: 0,
    pagination: false,
    select: {},
  })
  if (found.docs[0]) return found.docs[0].id
  const created = await payload.create({
    collection: 'media',
    data: { alt, contentHash: hash },
    file: {
      data,
      mimetype: type,
      name: `${name}.${TYPES[type]}`.replace(/[^\w.-]/g, '_'),
      size: data.length,
    },
    depth: 0,
  })
  return created.id
}

/**
 * The listing's photos as media, in the CRM's order: those downloaded before are reused without a
 * request; new ones are stored in order (or found by content hash) while the next ones download,
 * `downloads` photos on the way or in hand at most (memory stays bounded whatever the listing).
 */
export const syncPhotos = async (
  payload: Payload,
  {
    photos,
    known,
    alt,
    prefix,
    downloads = PHOTO_DOWNLOADS,
  }: {
    photos: CanonicalPhoto[]
    known: StoredPhoto[]
    alt: string
    prefix: string
    downloads?: number
  },
): Promise<PhotoResult> => {
  const byId = new Map(known.map((photo) => [photo.externalId, photo.media]))
  const ordered = [...photos].sort((a, b) => a.order - b.order)
  const fresh = ordered.filter((photo) => !byId.has(photo.externalId))
  const window = Math.max(1, downloads)
  const started = new Map<number, Promise<Downloaded>>()
  const start = (index: number) => {
    if (index >= fresh.length) return
    const promise = download(fresh[index].url)
    // One that fails before its turn to be stored is not an unhandled rejection.
    promise.catch(() => undefined)
    started.set(index, promise)
  }
  for (let index = 0; index < window; index++) start(index)
  const result: PhotoResult = { photos: [], downloaded: 0, failed: [] }
  let next = 0
  for (const photo of ordered) {
    const existing = byId.get(photo.externalId)
    if (existing !== undefined) {
      result.photos.push({ externalId: photo.externalId, media: existing })
      continue
    }
    const index = next++
    try {
      const file = await started.get(index)!
      result.downloaded++
      const media = await store(payload, file, { alt, name: `${prefix}-${photo.externalId}` })
      result.photos.push({ externalId: photo.externalId, media })
    } catch (error) {
      result.failed.push(`${photo.externalId}: ${(error as Error).message}`)
    } finally {
      started.delete(index)
      start(index + window)
    }
  }
  return result
}
