// The content hash of a canonical record: equal hashes mean nothing to write. Photo URLs are
// left out (SweepBright's expire and change on every read); their ids and order are in.
import { createHash } from 'node:crypto'

import type { CanonicalListing } from './types'

const stable = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(stable)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, stable((value as Record<string, unknown>)[key])]),
  )
}

/** The record as compared and stored: photos by id and order only. */
export const comparable = (listing: CanonicalListing) => ({
  ...listing,
  photos: listing.photos.map(({ externalId, order }) => ({ externalId, order })),
})

export const hashListing = (listing: CanonicalListing): string =>
  createHash('sha256')
    .update(JSON.stringify(stable(comparable(listing))))
    .digest('hex')

/** Field-level changes between two records (dotted names), for the run report. */
export const diffRecords = (
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): { name: string; before: unknown; after: unknown }[] => {
  const flat = (value: unknown, prefix: string, out: Map<string, unknown>) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, item] of Object.entries(value))
        flat(item, prefix ? `${prefix}.${key}` : key, out)
    } else out.set(prefix, value === undefined ? null : value)
    return out
  }
  const a = flat(before ?? {}, '', new Map())
  const b = flat(after, '', new Map())
  const changes: { name: string; before: unknown; after: unknown }[] = []
  for (const name of new Set([...a.keys(), ...b.keys()])) {
    if (name === 'unknownCodes') continue
    const x = a.has(name) ? a.get(name) : null
    const y = b.has(name) ? b.get(name) : null
    if (JSON.stringify(x) !== JSON.stringify(y)) changes.push({ name, before: x, after: y })
  }
  return changes
}
