// POST /api/favourites/sync/ — "keep my favourites on all my devices" (docs/decisions/0028):
// `{ email, ids, locale, altcha, website }` from the favourites page. The public forms' envelope
// (honeypot, ALTCHA captcha, per-client and per-address rate limits; src/lib/forms/submit.ts is
// not used: no submission is stored) then the link mailed through the outbox. 202 the same
// whether or not the address already keeps a list.
import { z } from 'zod'

import { captchaEnabled, verifyCaptcha } from '@/lib/forms/captcha'
import { errorMessage } from '@/lib/forms/messages'
import { takeRateLimit } from '@/lib/forms/rateLimit'
import { localeOr, noStoreJson, readJsonObject } from '@/lib/http/answers'
import { bodyIds } from '@/lib/favourites/http'
import { requestSyncLink } from '@/lib/favourites/sync'
import { clientLimitKey } from '@/lib/http/clientAddress'
import { requestOrigin } from '@/lib/origin'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

const emailSchema = z.email().max(254)

export async function POST(request: Request) {
  const body = await readJsonObject(request)
  const locale = localeOr(body?.locale)
  const fail = (status: number, field: string, key: string) =>
    noStoreJson(status, {
      message: errorMessage(key, locale),
      errors: field ? [{ field, message: errorMessage(key, locale) }] : [],
    })
  if (!body) return fail(400, '', 'invalidBody')
  if (typeof body.website === 'string' && body.website.trim() !== '')
    return fail(400, 'website', 'honeypot')
  const email = typeof body.email === 'string' ? body.email.trim() : ''
  if (!email) return fail(400, 'email', 'emailRequired')
  if (!emailSchema.safeParse(email).success) return fail(400, 'email', 'emailInvalid')

  const payload = await getPayloadClient()
  if (captchaEnabled()) {
    const captcha = await verifyCaptcha(payload, body.altcha)
    if (captcha !== 'ok')
      return fail(400, 'altcha', captcha === 'missing' ? 'captchaMissing' : 'captchaInvalid')
  }
  // Against mail bombing: per client and per address.
  const limits = [
    await takeRateLimit(payload, `favourites-link:${clientLimitKey(request)}`),
    await takeRateLimit(payload, `favourites-link-address:${email.toLowerCase()}`),
  ]
  const limited = limits.find((limit) => !limit.ok)
  if (limited && !limited.ok) {
    const response = fail(429, '', 'rateLimited')
    response.headers.set('retry-after', String(limited.retryAfter))
    return response
  }
  const queued = await requestSyncLink(payload, {
    email,
    ids: bodyIds(body.ids),
    locale,
    origin: requestOrigin(request),
  })
  if (!queued) return fail(503, '', 'storeFailed')
  return noStoreJson(202, { ok: true })
}
