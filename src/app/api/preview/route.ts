// GET /api/preview?collection=properties|projects&id=N&locale=xx — the admin's "Preview" button.
// Staff only: turns Next's draft mode on and redirects to the public page of the document, which
// then shows its latest draft (src/lib/preview.ts). GET /api/preview?exit=1 turns it off again.
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { isStaffUser } from '@/access/roles'
import { defaultLocale, isLocale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { getPayloadClient } from '@/lib/payload'
import { projectPath, propertyPath } from '@/lib/urls'

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
  if ((collection !== 'properties' && collection !== 'projects') || !Number.isSafeInteger(id)) {
    return Response.json({ error: 'Unknown document.' }, { status: 400, headers: noStore })
  }
  const doc = await payload
    .findByID({ collection, id, locale, draft: true, depth: 0, user, overrideAccess: false })
    .catch(() => null)
  if (!doc) return Response.json({ error: 'Unknown document.' }, { status: 404, headers: noStore })
  ;(await draftMode()).enable()
  redirect(
    collection === 'properties'
      ? propertyPath(locale, doc as Parameters<typeof propertyPath>[1])
      : projectPath(locale, doc as Parameters<typeof projectPath>[1]),
  )
}
