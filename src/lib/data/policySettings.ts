// The site settings a page's Content-Security-Policy depends on (the measurement ids and the
// street map's tile hosts), read for the proxy (src/edge/proxy/policy.ts remembers them).
import 'server-only'

import { mapTiles } from '@/lib/map/tiles'
import { measurementIds } from '@/lib/measurement/ids'
import type { PolicySettings } from '@/lib/measurement/settingsMemo'
import { getPayloadClient } from '@/lib/payload'

export const findPolicySettings = async (): Promise<PolicySettings> => {
  const payload = await getPayloadClient()
  const global = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { measurement: true, map: true },
  })
  return { ids: measurementIds(global.measurement), map: mapTiles(global.map) }
}
