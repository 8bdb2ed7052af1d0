// Draft preview: an editor opens "Preview" in the admin, /api/preview checks that they are staff,
// turns Next's draft mode on and sends them to the public page, which then shows the latest
// draft. Visitors never get drafts: the draft-mode cookie alone is not enough, the request must
// also carry the editor's Payload session.
import 'server-only'

import { unstable_cache } from 'next/cache'
import { draftMode, headers } from 'next/headers'
import type { PayloadRequest } from 'payload'

import { isStaffUser } from '@/access/roles'
import type { Locale } from '@/i18n/locales'
import { getPayloadClient } from '@/lib/payload'

/** The staff user previewing drafts on this request, or null for everybody else. */
export async function previewUser(): Promise<PayloadRequest['user'] | null> {
  if (!(await draftMode()).isEnabled) return null
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return isStaffUser(user) ? user : null
}

/** How a public read runs: as a visitor (nothing), or as the previewing editor on the drafts. */
export type ReadAs = { user?: PayloadRequest['user']; draft?: true }

/**
 * The one preview-aware read of the public pages. A visitor gets `read({})` from the data
 * cache, under `key` and refreshed by `tags`; a previewing editor gets `read({ user, draft: true
 * })` (the latest drafts, with their own rights), never cached. `read` spreads its argument into
 * its `payload.find` with `overrideAccess: false`.
 */
export async function readPublishedOrPreview<T>(
  read: (as: ReadAs) => Promise<T>,
  { key, tags }: { key: string[]; tags: string[] },
): Promise<T> {
  const user = await previewUser()
  if (user) return read({ user, draft: true })
  return unstable_cache(() => read({}), key, { tags, revalidate: 3600 })()
}

/**
 * One property or project by id with its relations (photos, manager: depth 2), as a visitor sees
 * it or, for a previewing editor, its latest draft; null when there is none to show.
 */
export const readDetail = <T>(
  collection: 'properties' | 'projects',
  id: number,
  locale: Locale,
  tags: string[],
): Promise<T | null> =>
  readPublishedOrPreview(
    async (as) => {
      const payload = await getPayloadClient()
      const { docs } = await payload.find({
        collection,
        where: { id: { equals: id } },
        locale,
        depth: 2,
        limit: 1,
        overrideAccess: false,
        ...as,
      })
      return (docs[0] as T | undefined) ?? null
    },
    { key: [`${collection}-detail`, String(id), locale], tags },
  )
