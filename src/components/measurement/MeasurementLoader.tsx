// The agency's measurement scripts on public pages (docs/tracking.md): nothing at all when the
// settings hold no id, nor in an editor's preview; otherwise the small client island that loads
// them once the visitor consents.
import { measurementIds, hasMeasurement } from '@/lib/measurement/ids'
import { getSiteSettings } from '@/lib/data/settings'

import { MeasurementScripts } from './Measurement'

export async function MeasurementLoader({ previewing }: { previewing: boolean }) {
  if (previewing) return null
  const ids = measurementIds((await getSiteSettings()).measurement)
  return hasMeasurement(ids) ? <MeasurementScripts {...ids} /> : null
}
