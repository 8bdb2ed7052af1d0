// The EPC label shown to visitors, computed by the domain rule from the value and the region's scale.
import type { CollectionBeforeChangeHook } from 'payload'

import { epcLabel } from '@/lib/domain'

import { regionForZip } from '@/lib/site/regions'

type Epc = { value?: number | null; labelText?: string | null; label?: string | null }

/** Runs after deriveLocation: the region comes from the postcode being saved. */
export const deriveEpcLabel: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const region = regionForZip(data.zip ?? originalDoc?.zip)
  const epc: Epc = { ...(originalDoc?.epc ?? {}), ...(data.epc ?? {}) }
  const computed = region
    ? epcLabel({ region, value: epc.value, labelText: epc.labelText })
    : (epc.labelText?.trim() ?? null)
  return { ...data, epc: { ...(data.epc ?? {}), label: computed || null } }
}
