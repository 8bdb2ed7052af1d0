// POST /api/owner-portal/login — the owner login form (docs/owner-portal.md): a plain form
// post, so it works without JavaScript. Success sets the session cookie and returns to the page
// the owner came from; failure shows the same text for an unknown account and a wrong password.
import { loginRateLimitPerMinute } from '@/lib/auth/login'
import { takeRateLimit } from '@/lib/forms/rateLimit'
import { clientLimitKey } from '@/lib/http/clientAddress'
import { loginOwner } from '@/lib/portal/account'
import { localeOr, seeOther, withQuery } from '@/lib/http/answers'
import { readForm, sessionCookie } from '@/lib/portal/http'
import { loginPath, portalPath, safeReturnPath } from '@/lib/portal/returnPath'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const fields = await readForm(request)
  const locale = localeOr(fields.locale)
  const next = safeReturnPath(fields.next)
  // The REST login's throttle per client (src/lib/auth/login.ts) holds for this form too; a
  // client over it reads the lockout text with the time it may try again.
  const throttle = await takeRateLimit(payload, `login:${clientLimitKey(request)}`, {
    limit: loginRateLimitPerMinute(),
  })
  if (!throttle.ok) {
    return seeOther(
      withQuery(loginPath(locale), {
        error: 'locked',
        until: String(Date.now() + throttle.retryAfter * 1000),
        next,
      }),
    )
  }
  const outcome = await loginOwner(payload, {
    identifier: fields.identifier,
    password: fields.password,
    headers: request.headers,
  })
  if (outcome.ok)
    return seeOther(next ?? portalPath(locale), sessionCookie(payload, request, outcome))
  return seeOther(
    withQuery(loginPath(locale), {
      error: outcome.reason,
      until: outcome.reason === 'locked' ? String(outcome.until.getTime()) : null,
      next,
    }),
  )
}
