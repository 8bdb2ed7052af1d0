// The proxy's job for the Content-Security-Policy (src/lib/securityHeaders.ts): a nonce policy
// for a page rendered per request, and the policy the page cache adds to a prerendered page,
// both allowing the hosts of the agency's measurement and street map (site settings,
// remembered for a minute in src/lib/measurement/settingsMemo.ts).
import type { NextResponse } from 'next/server'

import { mapCspHosts } from '@/lib/map/tiles'
import { measurementCspHosts, type MeasurementIds } from '@/lib/measurement/ids'
import {
  rememberPolicySettings,
  rememberedPolicySettings,
  type PolicySettings,
} from '@/lib/measurement/settingsMemo'
import {
  contentSecurityPolicy,
  consentScriptHash,
  createNonce,
  setPrerenderedPagePolicy,
} from '@/lib/securityHeaders'

export const CSP = 'Content-Security-Policy'

const NO_MEASUREMENT: MeasurementIds = { gtmId: null, ga4Id: null, metaPixelId: null }
const NO_SETTINGS: PolicySettings = { ids: NO_MEASUREMENT, map: null }

/**
 * The agency's measurement ids and street map (site settings), for the hosts the page's policy
 * must allow. Remembered for a minute (src/lib/measurement/settingsMemo.ts); an unreadable
 * database allows nothing more.
 */
async function configuredPolicySettings(): Promise<PolicySettings> {
  const remembered = rememberedPolicySettings()
  if (remembered) return remembered
  let settings = NO_SETTINGS
  try {
    settings = await (await import('@/lib/data/policySettings')).findPolicySettings()
  } catch {
    // no settings yet (an empty database): no measurement, the offline map
  }
  rememberPolicySettings(settings)
  return settings
}

/** Takes a header off the request that a rewrite or `next()` hands to Next. */
export function dropRequestHeader(response: NextResponse, name: string) {
  const key = name.toLowerCase()
  const overridden = response.headers.get('x-middleware-override-headers')
  if (!overridden) return
  response.headers.set(
    'x-middleware-override-headers',
    overridden
      .split(',')
      .filter((header) => header.trim() !== key)
      .join(','),
  )
  response.headers.delete(`x-middleware-request-${key}`)
}

/**
 * The policy of a page rendered per request: Next's scripts by nonce, the layout's own inline
 * script (the cookie banner's, src/lib/consent.ts) by its hash.
 */
export async function renderedPagePolicy({
  admin,
  measured,
}: {
  admin: boolean
  measured: boolean
}) {
  const settings = await configuredPolicySettings()
  const measurement = measured ? measurementCspHosts(settings.ids) : { connect: [], img: [] }
  const map = admin ? undefined : mapCspHosts(settings.map)
  const scriptSources = [`'nonce-${createNonce()}'`, ...(admin ? [] : [await consentScriptHash()])]
  return contentSecurityPolicy({ scriptSources, admin, measurement, map })
}

/**
 * A prerendered page is served from the page cache: its policy lists the hashes of its own
 * inline scripts and is added there (src/edge/sharedCacheHandler.mjs calls this function,
 * registered as a process value in src/edge/processValues.mjs). The hosts of the agency's measurement ids and street
 * map come from the memo the proxy keeps fresh (it runs before every page).
 */
function registerPrerenderedPolicy() {
  setPrerenderedPagePolicy((scriptSources) => {
    const settings = rememberedPolicySettings() ?? NO_SETTINGS
    return contentSecurityPolicy({
      scriptSources,
      admin: false,
      measurement: measurementCspHosts(settings.ids),
      map: mapCspHosts(settings.map),
    })
  })
}
registerPrerenderedPolicy()
