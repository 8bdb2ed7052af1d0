// The demo CRM's connection in the site's database, made through Payload's Local API when it is
// not there (by name); a connection left from another port gets the double's address again.
import type { Payload } from 'payload'

import type { WhiseDouble } from './doubles/whise'

import { DEMO_CONNECTION_NAME } from './server'

export type DemoConnection = { id: number | string; action: 'created' | 'updated' | 'kept' }

export const ensureDemoConnection = async (
  payload: Payload,
  crm: Pick<WhiseDouble, 'url' | 'credentials'>,
): Promise<DemoConnection> => {
  const { docs } = await payload.find({
    collection: 'crm-connections',
    where: { name: { equals: DEMO_CONNECTION_NAME } },
    limit: 1,
    depth: 0,
    select: { baseUrl: true },
  })
  const existing = docs[0]
  if (existing?.baseUrl === crm.url) return { id: existing.id, action: 'kept' }
  const data = { baseUrl: crm.url, ...crm.credentials }
  if (existing) {
    await payload.update({ collection: 'crm-connections', id: existing.id, data, depth: 0 })
    return { id: existing.id, action: 'updated' }
  }
  const created = await payload.create({
    collection: 'crm-connections',
    data: {
      name: DEMO_CONNECTION_NAME,
      provider: 'whise',
      enabled: true,
      // Every minute: a change on the control page reaches the site within a minute or two
      // (the crm queue looks each minute, src/lib/crm/schedule.ts).
      intervalMinutes: 1,
      pushLeads: true,
      ...data,
    },
    depth: 0,
  })
  return { id: created.id, action: 'created' }
}
