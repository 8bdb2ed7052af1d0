import 'server-only'

import { cache } from 'react'

import { getPayloadClient } from '@/lib/payload'

export type SiteIdentity = { agencyName: string }

export const getSiteIdentity = cache(async (): Promise<SiteIdentity> => {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { agencyName: true },
    overrideAccess: false,
  })
  return { agencyName: settings.agencyName }
})
