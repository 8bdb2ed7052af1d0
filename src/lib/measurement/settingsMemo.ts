// The site settings the pages' Content-Security-Policy depends on (the measurement ids and the
// street map's tile hosts), as the proxy sees them, to build each page's policy without a
// database read per request: kept for a minute in this process, and forgotten at once when the
// site settings are saved here (the settings' afterChange hook). A process value
// (src/edge/processValues.mjs), so that the proxy's bundle and the server's share it. No Node-only imports (the proxy loads it).
import { readProcessValue, writeProcessValue } from '@/edge/processValues.mjs'

import type { MapTiles } from '../map/tiles'
import type { MeasurementIds } from './ids'

export const MEASUREMENT_MEMO_MS = 60_000

export type PolicySettings = { ids: MeasurementIds; map: MapTiles }
type Memo = PolicySettings & { at: number }
const read = () => readProcessValue('policySettings') as Memo | undefined

export const rememberedPolicySettings = (now = Date.now()): PolicySettings | null => {
  const memo = read()
  return memo && now - memo.at < MEASUREMENT_MEMO_MS ? { ids: memo.ids, map: memo.map } : null
}

export const rememberPolicySettings = (settings: PolicySettings, now = Date.now()) => {
  writeProcessValue('policySettings', { ...settings, at: now })
}

export const forgetPolicySettings = () => {
  writeProcessValue('policySettings', undefined)
}
