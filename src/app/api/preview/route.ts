// GET /api/preview?collection=properties|projects|articles|questions&id=N&locale=xx — the
// admin's "Preview" button and its live preview. Staff only: turns Next's draft mode on and
// redirects to the public page of the document, which then shows its latest draft
// (src/lib/preview.ts). GET /api/preview?exit=1 turns it off again.
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { isStaffUser } from '@/access/roles'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { getPayloadClient } from '@/lib/payload'
import { previewPath, type PreviewDoc } from '@/lib/previewPath'
import { isPreviewCollection } from '@/lib/previewUrl'

export const dynamic = 'force-dynamic'

const noStore = { 'Cache-Control': 'no-store' }

export async function GET(request: NextRequest) {
  const query = request.nextUrl.searchParams
  const locale = isLocale(query.get('locale') ?? '') ? (query.get('locale') as 'nl') : defaultLocale
  if (query.get('exit')) {
    ;(await draftMode()).disable()
    redirect(getPathname({ locale, href: '/' }))
  }
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!isStaffUser(user)) {
    return Response.json(
      { error: 'Log in to the admin to preview drafts.' },
      { status: 401, headers: noStore },
    )
  }
  const collection = query.get('collection')
  const id = Number(query.get('id'))
  if (!isPreviewCollection(collection) || !Number.isSafeInteger(id)) {
    return Response.json({ error: 'Unknown document.' }, { status: 400, headers: noStore })
  }
  const doc = await payload
    .findByID({
      collection,
      id,
      locale,
      draft: true,
      // A question's path needs its category's slug; nothing else needs relations.
      depth: collection === 'questions' ? 1 : 0,
      user,
      overrideAccess: false,
    })
    .catch(() => null)
  const path = doc ? previewPath(collection, doc as PreviewDoc, locale) : null
  if (!path) return Response.json({ error: 'Unknown document.' }, { status: 404, headers: noStore })
  ;(await draftMode()).enable()
  redirect(path)
}
