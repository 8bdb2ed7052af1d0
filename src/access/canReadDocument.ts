import type { Access, PayloadRequest, Where } from 'payload'

import { isStaffUser, relationId } from './roles'

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

/**
 * Staff read every document; visitors (and owners) only those attached to a published property
 * or project, so a draft's floor plan or an internal file never becomes public by its URL.
 */
export const canReadDocument: Access = async ({ req, id }) => {
  if (isStaffUser(req.user)) return true
  if (id !== undefined) return isAttached(req, id)
  const ids = await attachedIds(req)
  return ids.length > 0 ? { id: { in: ids } } : false
}
