// POST /api/owner-portal/logout — ends this session, or with `everywhere` every session of the
// owner (Payload's sessions on the account), and clears the cookie.
import { logoutOwner } from '@/lib/portal/account'
import { localeOr, seeOther, withQuery } from '@/lib/http/answers'
import { expiredSessionCookie, readForm } from '@/lib/portal/http'
import { loginPath } from '@/lib/portal/returnPath'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const fields = await readForm(request)
  const locale = localeOr(fields.locale)
  const everywhere = fields.everywhere === '1' || fields.everywhere === 'true'
  await logoutOwner(payload, { headers: request.headers, everywhere }).catch(() => undefined)
  return seeOther(
    withQuery(loginPath(locale), { done: everywhere ? 'logged-out-everywhere' : 'logged-out' }),
    expiredSessionCookie(payload, request),
  )
}
