// POST /api/owner-portal/forgot-password — mails a reset link when the account exists and answers
// the same when it does not (decisions.md 9: never a password by mail, never "not found").
import { takeRateLimit } from '@/lib/forms/rateLimit'
import { clientLimitKey } from '@/lib/http/clientAddress'
import { requestPasswordReset } from '@/lib/portal/account'
import { localeOr, seeOther, withQuery } from '@/lib/http/answers'
import { readForm } from '@/lib/portal/http'
import { portalPagePath } from '@/lib/portal/returnPath'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const payload = await getPayloadClient()
  const fields = await readForm(request)
  const locale = localeOr(fields.locale)
  // Against mail bombing: per client and per account name; the answer stays the same.
  const identifier = (fields.identifier ?? '').trim().toLowerCase().slice(0, 254)
  const allowed =
    (await takeRateLimit(payload, `owner-reset:${clientLimitKey(request)}`)).ok &&
    (await takeRateLimit(payload, `owner-reset-account:${identifier}`)).ok
  if (allowed) await requestPasswordReset(payload, { identifier, locale })
  return seeOther(withQuery(portalPagePath(locale, '/login/forgot-password'), { done: 'sent' }))
}
