// POST /api/owner-portal/profile — the logged-in owner saves their own name, phone and language
// (works without JavaScript). No session: back to the login. The account is the session's,
// never one named in the form, so an owner can change no one else.
import { getOwner } from '@/lib/portal/auth'
import { localeOr, seeOther, withQuery } from '@/lib/http/answers'
import { readForm } from '@/lib/portal/http'
import { updateOwnerProfile } from '@/lib/portal/profile'
import { loginPath, portalPagePath } from '@/lib/portal/returnPath'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const fields = await readForm(request)
  const locale = localeOr(fields.locale)
  const profilePath = portalPagePath(locale, '/owner/profile')
  const owner = await getOwner(payload, request.headers)
  if (!owner) return seeOther(withQuery(loginPath(locale), { next: profilePath }))
  const outcome = await updateOwnerProfile(payload, { ownerId: owner.id, input: fields })
  if (!outcome.ok)
    return seeOther(
      withQuery(profilePath, {
        error: [...new Set(outcome.errors.map((error) => `${error.field}.${error.key}`))].join(','),
      }),
    )
  // The chosen language is the portal's from now on.
  return seeOther(withQuery(portalPagePath(outcome.locale, '/owner/profile'), { done: 'saved' }))
}
