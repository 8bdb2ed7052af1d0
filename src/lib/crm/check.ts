// "Test the connection" (docs/crm-import.md, "The connections screen"): one cheap authenticated
// call to the CRM with the stored credentials, answered within CHECK_LIMIT_MS whatever the CRM
// does, and said as a kind the admin words in the staff member's language.
import type { Payload } from 'payload'

import { adapterFor } from './adapters'
import { findConnectionRow, toConfig } from './connections'
import { CrmError, type CrmProvider } from './types'

/** Longer than one call's retries would take is too long for a button. */
export const CHECK_LIMIT_MS = 20_000

export type CheckOutcome =
  | { ok: true; provider: CrmProvider }
  | { ok: false; provider: CrmProvider; kind: CrmError['kind'] | 'timeout' }
  | { ok: false; provider: null; kind: 'not-found' }

export const checkConnection = async (
  payload: Payload,
  id: number | string,
  limitMs = CHECK_LIMIT_MS,
): Promise<CheckOutcome> => {
  const row = await findConnectionRow(payload, id)
  if (!row) return { ok: false, provider: null, kind: 'not-found' }
  const provider = row.provider
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limitMs)
  })
  try {
    const outcome = await Promise.race([
      adapterFor(toConfig(row))
        .check()
        .then(() => 'ok' as const),
      limit,
    ])
    return outcome === 'ok' ? { ok: true, provider } : { ok: false, provider, kind: 'timeout' }
  } catch (error) {
    return { ok: false, provider, kind: error instanceof CrmError ? error.kind : 'http' }
  } finally {
    clearTimeout(timer)
  }
}
