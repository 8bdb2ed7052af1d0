// Draft preview: an editor opens "Preview" in the admin, /api/preview checks that they are staff,
// turns Next's draft mode on and sends them to the public page, which then shows the latest
// draft. Visitors never get drafts: the draft-mode cookie alone is not enough, the request must
// also carry the editor's Payload session.
import 'server-only'

import { draftMode, headers } from 'next/headers'
import type { PayloadRequest } from 'payload'

import { isStaffUser } from '@/access/roles'
import { getPayloadClient } from '@/lib/payload'

/** The staff user previewing drafts on this request, or null for everybody else. */
export async function previewUser(): Promise<PayloadRequest['user'] | null> {
  if (!(await draftMode()).isEnabled) return null
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return isStaffUser(user) ? user : null
}
