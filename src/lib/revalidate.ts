// Expires the cache tags of what an edit in the admin changed, so the site shows it within
// seconds. Outside a Next.js server (seed, scripts, integration tests) there is no cache to
// expire and Next throws "static generation store missing": that case is ignored.
import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
} from 'payload'

export const expireTags = (tags: string[]) => {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (!(error instanceof Error) || !/static generation store/i.test(error.message)) throw error
    }
  }
}

type Doc = { id: number | string; _status?: string | null }

/** After a save: when the document is or was public, expire its tags (seeding opts out). */
export const revalidateOnChange =
  (tagsFor: (doc: Doc) => string[]): CollectionAfterChangeHook =>
  ({ doc, previousDoc, req }) => {
    if (req.context.skipRevalidate) return doc
    const versioned = '_status' in doc
    if (!versioned || doc._status === 'published' || previousDoc?._status === 'published') {
      expireTags(tagsFor(doc as Doc))
    }
    return doc
  }

export const revalidateOnDelete =
  (tagsFor: (doc: Doc) => string[]): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    if (!req.context.skipRevalidate) expireTags(tagsFor(doc as Doc))
    return doc
  }

export const revalidateGlobal =
  (tags: string[]): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    if (!req.context.skipRevalidate) expireTags(tags)
    return doc
  }
