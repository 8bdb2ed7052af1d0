// Reading a connection for a run: its settings and its credentials decrypted, never logged.
import type { Payload } from 'payload'

import { decryptSecret } from './secrets'
import type { CrmConnectionConfig, CrmProvider } from './types'

export const CREDENTIAL_FIELDS = [
  'customerName',
  'customerPassword',
  'username',
  'password',
  'clientId',
  'officeId',
  'clientSecret',
  'webhookSecret',
] as const
export type CredentialField = (typeof CREDENTIAL_FIELDS)[number]

/** The public root of each CRM's API, the default of a connection's base URL. */
export const defaultBaseUrls: Record<CrmProvider, string> = {
  omnicasa: 'https://newapi.omnicasa.com/1.12/OmnicasaService.svc',
  whise: 'https://api.whise.eu',
  sweepbright: 'https://website.sweepbright.com/api',
}

export type ConnectionRow = {
  id: number | string
  name?: string | null
  provider: CrmProvider
  baseUrl?: string | null
  enabled?: boolean | null
  intervalMinutes?: number | null
  pushLeads?: boolean | null
  syncedUntil?: string | null
  secrets?: Record<string, string> | null
}

/** The stored row, with the hidden fields (secrets, lease, watermark). */
export const findConnectionRow = async (payload: Payload, id: number | string) =>
  (await payload.db.findOne({
    collection: 'crm-connections',
    where: { id: { equals: id } },
  })) as ConnectionRow | null

export const toConfig = (row: ConnectionRow): CrmConnectionConfig => {
  const credentials: Record<string, string> = {}
  for (const [name, value] of Object.entries(row.secrets ?? {}))
    if (typeof value === 'string') credentials[name] = decryptSecret(value)
  return {
    id: row.id,
    provider: row.provider,
    baseUrl: (row.baseUrl || defaultBaseUrls[row.provider]).replace(/\/+$/, ''),
    credentials,
  }
}
