// POST /api/consent/ — the cookie banner's form when JavaScript does not run: records the
// choice in the consent cookie and sends the visitor back to the page they were on (303).
// With JavaScript the banner writes the same cookie itself and never posts here.
import { NextResponse } from 'next/server'

import {
  CONSENT_COOKIE,
  CONSENT_SAVED_ANCHOR,
  consentCookieOptions,
  consentFromChoice,
  serializeConsent,
} from '@/lib/consent'
import { originFromHeaders, requestOrigin } from '@/lib/origin'
import { getCookieLifetimeDays } from '@/lib/data/settings'
import { isHttpsRequest } from '@/lib/securityHeaders'

export const dynamic = 'force-dynamic'

/**
 * Back to the page of the form: the referrer when it is one of ours (the site's origin, or the
 * host the request was made to), else the home page. The answer's Location is a path, so the
 * browser stays on the address it used.
 */
const backTo = (request: Request): URL => {
  const origin = requestOrigin(request)
  const ours = new Set([origin, originFromHeaders(request.headers)])
  const referrer = request.headers.get('referer')
  try {
    const target = referrer ? new URL(referrer) : null
    if (target && ours.has(target.origin)) return new URL(target.pathname + target.search, origin)
  } catch {
    // an unreadable referrer: the root below
  }
  return new URL('/', origin)
}

export async function POST(request: Request) {
  const form = await request.formData().catch(() => null)
  const choice = form?.get('choice')
  const selected = (form?.getAll('category') ?? []).map(String)
  const consent = consentFromChoice(typeof choice === 'string' ? choice : null, selected)
  const target = backTo(request)
  const response = new NextResponse(null, {
    status: 303,
    // The fragment hides the first-visit banner of the (prerendered) page on return, without
    // JavaScript too (consent.css); with JavaScript the cookie alone does.
    headers: { Location: `${target.pathname}${target.search}#${CONSENT_SAVED_ANCHOR}` },
  })
  response.cookies.set(
    CONSENT_COOKIE,
    serializeConsent(consent),
    consentCookieOptions(await getCookieLifetimeDays(), isHttpsRequest(request)),
  )
  return response
}
