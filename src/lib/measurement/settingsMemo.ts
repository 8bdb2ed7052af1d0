// The measurement ids as the proxy sees them, to build each page's Content-Security-Policy
// without a database read per request: kept for a minute in this process, and forgotten at once
// when the site settings are saved here (the settings' afterChange hook). Kept on globalThis so
// that the proxy's bundle and the server's share it. No Node-only imports (the proxy loads it).
import type { MeasurementIds } from './ids'

const KEY = Symbol.for('agency-site.measurement-ids')
export const MEASUREMENT_MEMO_MS = 60_000

type Memo = { ids: MeasurementIds; at: number }
const store = () => globalThis as typeof globalThis & { [KEY]?: Memo }

export const rememberedMeasurementIds = (now = Date.now()): MeasurementIds | null => {
  const memo = store()[KEY]
  return memo && now - memo.at < MEASUREMENT_MEMO_MS ? memo.ids : null
}

export const rememberMeasurementIds = (ids: MeasurementIds, now = Date.now()) => {
  store()[KEY] = { ids, at: now }
}

export const forgetMeasurementIds = () => {
  delete store()[KEY]
}
