// Photos of imported listings (docs/crm-import.md): downloaded (never hot-linked), stored as
// media processed as any upload, deduplicated by the SHA-256 of their content, kept in the CRM's
// order. A photo that fails is left out of this run and tried again at the next one; it never
// fails its listing.
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

const download = async (url: string) => {
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

/**
 * The listing's photos as media, in the CRM's order: those downloaded before are reused without a
 * request, new ones are downloaded and stored (or found by content hash).
 */
export const syncPhotos = async (
  payload: Payload,
  {
    photos,
    known,
    alt,
    prefix,
  }: { photos: CanonicalPhoto[]; known: StoredPhoto[]; alt: string; prefix: string },
): Promise<PhotoResult> => {
  const byId = new Map(known.map((photo) => [photo.externalId, photo.media]))
  const result: PhotoResult = { photos: [], downloaded: 0, failed: [] }
  for (const photo of [...photos].sort((a, b) => a.order - b.order)) {
    const existing = byId.get(photo.externalId)
    if (existing !== undefined) {
      result.photos.push({ externalId: photo.externalId, media: existing })
      continue
    }
    try {
      const { data, type } = await download(photo.url)
      result.downloaded++
      const hash = createHash('sha256').update(data).digest('hex')
      const found = await payload.find({
        collection: 'media',
        where: { contentHash: { equals: hash } },
        limit: 1,
        depth: 0,
        pagination: false,
        select: {},
      })
      const media =
        found.docs[0]?.id ??
        (
          await payload.create({
            collection: 'media',
            data: { alt, contentHash: hash },
            file: {
              data,
              mimetype: type,
              name: `${prefix}-${photo.externalId}.${TYPES[type]}`.replace(/[^\w.-]/g, '_'),
              size: data.length,
            },
            depth: 0,
          })
        ).id
      result.photos.push({ externalId: photo.externalId, media })
    } catch (error) {
      result.failed.push(`${photo.externalId}: ${(error as Error).message}`)
    }
  }
  return result
}
