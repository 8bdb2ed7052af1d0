import type { Access, PayloadRequest, Where } from 'payload'

import { isOwnerUser, isStaffUser, relationId } from './roles'

type Attaching = { collection: 'properties' | 'projects'; fields: string[] }

const attaching: Attaching[] = [
  { collection: 'properties', fields: ['documents'] },
  { collection: 'projects', fields: ['documents', 'priceList'] },
]

const published: Where = { _status: { equals: 'published' } }

/** Whether one document is attached to a published property or project. */
const isAttached = async (req: PayloadRequest, id: number | string) => {
  for (const { collection, fields } of attaching) {
    const { totalDocs } = await req.payload.count({
      collection,
      where: { and: [published, { or: fields.map((field) => ({ [field]: { in: [id] } })) }] },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) return true
  }
  return false
}

/** Every document attached to a published property or project. */
const attachedIds = async (req: PayloadRequest) => {
  const ids = new Set<number | string>()
  for (const { collection, fields } of attaching) {
    const { docs } = await req.payload.find({
      collection,
      where: published,
      select: Object.fromEntries(fields.map((field) => [field, true])),
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) {
      for (const field of fields) {
        const value = doc[field]
        for (const item of Array.isArray(value) ? value : [value]) {
          const id = relationId(item)
          if (id !== undefined) ids.add(id)
        }
      }
    }
  }
  return [...ids]
}

/** Whether one document is shared with this owner on a property of theirs (published or not). */
const isSharedWith = async (req: PayloadRequest, id: number | string, ownerId: number | string) => {
  const { totalDocs } = await req.payload.count({
    collection: 'properties',
    where: { and: [{ owners: { in: [ownerId] } }, { ownerDocuments: { in: [id] } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/** Every document shared with this owner on the properties they own. */
const sharedIds = async (req: PayloadRequest, ownerId: number | string) => {
  const { docs } = await req.payload.find({
    collection: 'properties',
    where: { owners: { in: [ownerId] } },
    select: { ownerDocuments: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return docs.flatMap((doc) =>
    (doc.ownerDocuments ?? []).map(relationId).filter((id) => id !== undefined),
  )
}

/**
 * Staff read every document; visitors only those attached to a published property or project,
 * so a draft's floor plan or an internal file never becomes public by its URL. An owner reads
 * what visitors read, plus the documents the agency shares with them on their own properties
 * (`ownerDocuments`, published or not) — never those shared with another owner.
 */
export const canReadDocument: Access = async ({ req, id }) => {
  if (isStaffUser(req.user)) return true
  const ownerId = isOwnerUser(req.user) ? req.user!.id : undefined
  if (id !== undefined) {
    if (await isAttached(req, id)) return true
    return ownerId !== undefined && isSharedWith(req, id, ownerId)
  }
  const ids = new Set(await attachedIds(req))
  if (ownerId !== undefined) for (const shared of await sharedIds(req, ownerId)) ids.add(shared)
  return ids.size > 0 ? { id: { in: [...ids] } } : false
}
