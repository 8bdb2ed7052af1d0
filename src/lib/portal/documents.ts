// The documents the agency shares with the owners of a property (its `ownerDocuments`), as the
// portal's property page lists them: title, kind, size, date and where to download them. The file
// URL answers only to staff and to the owners of a property the document is shared on
// (src/access/canReadDocument.ts): the session cookie goes along with the link.
import type { Payload } from 'payload'

import { relationId } from '@/access/roles'
import type { Locale } from '@/i18n/locales'
import { mediaPath } from '@/lib/mediaPath'

import { brusselsDay } from './dates'
import { findOwnedProperty } from './stats'

export const documentKinds = ['pdf', 'word', 'excel', 'other'] as const
export type DocumentKind = (typeof documentKinds)[number]

export type SharedDocument = {
  id: number
  title: string
  kind: DocumentKind
  /** Bytes, or null when unknown. */
  size: number | null
  /** The day the document was added, `YYYY-MM-DD`. */
  date: string
  href: string
}

/** What kind of file it is, by its stored MIME type (checked by its content on upload). */
export const documentKind = (mimeType: string | null | undefined, filename = ''): DocumentKind => {
  const extension = filename.split('.').pop()?.toLowerCase() ?? ''
  if (mimeType === 'application/pdf') return 'pdf'
  if (/wordprocessingml|msword/.test(mimeType ?? '') || extension === 'doc') return 'word'
  if (/spreadsheetml|ms-excel/.test(mimeType ?? '') || extension === 'xls') return 'excel'
  return 'other'
}

type DocumentRow = {
  id: number
  title?: string | null
  filename?: string | null
  mimeType?: string | null
  filesize?: number | null
  url?: string | null
  createdAt: string
}

/**
 * The documents shared with the owners of `propertyId`, in the order the agency put them, or an
 * empty list when the property is not this owner's.
 */
export async function findSharedDocuments(
  payload: Payload,
  {
    propertyId,
    ownerId,
    locale,
  }: { propertyId: unknown; ownerId: number | string; locale: Locale },
): Promise<SharedDocument[]> {
  const owned = await findOwnedProperty(payload, { propertyId, ownerId, locale })
  if (!owned) return []
  const property = await payload.findByID({
    collection: 'properties',
    id: owned.id,
    select: { ownerDocuments: true },
    depth: 0,
    overrideAccess: true,
  })
  const ids = (property.ownerDocuments ?? [])
    .map(relationId)
    .filter((id): id is number => typeof id === 'number')
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'documents',
    where: { id: { in: ids } },
    select: {
      title: true,
      filename: true,
      mimeType: true,
      filesize: true,
      url: true,
      createdAt: true,
    },
    locale,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const byId = new Map((docs as unknown as DocumentRow[]).map((doc) => [doc.id, doc]))
  return ids.flatMap((id) => {
    const doc = byId.get(id)
    if (!doc?.url) return []
    return [
      {
        id: doc.id,
        title: doc.title || doc.filename || '',
        kind: documentKind(doc.mimeType, doc.filename ?? ''),
        size: typeof doc.filesize === 'number' ? doc.filesize : null,
        date: brusselsDay(doc.createdAt),
        href: mediaPath(doc.url),
      },
    ]
  })
}
