// POST /api/owner-portal/new-password — sets the password of a reset link (the strength rules of
// src/lib/portal/password.ts, the same the browser checks) and logs the owner in.
import { resetOwnerPassword } from '@/lib/portal/account'
import { localeOr, seeOther, withQuery } from '@/lib/http/answers'
import { readForm, sessionCookie } from '@/lib/portal/http'
import { portalPagePath, portalPath } from '@/lib/portal/returnPath'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const fields = await readForm(request)
  const locale = localeOr(fields.locale)
  const outcome = await resetOwnerPassword(payload, {
    token: fields.token ?? '',
    password: fields.password ?? '',
    confirm: fields.confirm ?? '',
  })
  if (outcome.ok)
    return seeOther(
      withQuery(portalPath(locale), { done: 'password-changed' }),
      sessionCookie(payload, request, outcome),
    )
  return seeOther(
    withQuery(portalPagePath(locale, '/login/new-password'), {
      token: fields.token?.slice(0, 200),
      error: outcome.errors[0]?.key,
    }),
  )
}
