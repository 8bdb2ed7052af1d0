// Sending one queued lead to its CRM, once (docs/crm-import.md): the row is taken by an atomic
// update (like the mail outbox, docs/decisions/0013), sent through the connection's adapter, and
// marked sent; a failure records its reason and is retried by the job with back-off, and after
// the last attempt the row says failed. The submission shows the state.
import type { Payload } from 'payload'

import { failureText, takeQueuedRow } from '@/lib/db/jobLeases'

import { adapterFor } from './adapters'
import { findConnectionRow, toConfig } from './connections'
import type { CrmLead } from './types'

/** Attempts of a lead: about 9 hours of retries (1, 2, 4 … 256 minutes apart). */
export const LEAD_ATTEMPTS = 10

export const sendCrmLead = async (payload: Payload, id: string, now = new Date()) => {
  const row = await payload.findByID({ collection: 'crm-leads', id, depth: 0, disableErrors: true })
  if (!row) return 'missing'
  if (row.status === 'sent') return 'already-sent'
  if (!(await takeQueuedRow(payload, 'crm-leads', id, now))) return 'in-flight'
  const attempts = (row.attempts ?? 0) + 1
  try {
    const connection = await findConnectionRow(
      payload,
      typeof row.connection === 'object' ? row.connection.id : row.connection,
    )
    if (!connection) throw new Error('the connection is gone')
    const adapter = adapterFor(toConfig(connection))
    if (!adapter.pushLead) throw new Error(`${connection.provider} takes no leads`)
    await adapter.pushLead(row.lead as CrmLead)
  } catch (error) {
    await payload.update({
      collection: 'crm-leads',
      id,
      data: {
        sentAt: null,
        attempts,
        lastError: failureText(error),
        ...(attempts >= LEAD_ATTEMPTS ? { status: 'failed' as const } : {}),
      },
      depth: 0,
    })
    throw error
  }
  await payload.update({
    collection: 'crm-leads',
    id,
    data: { status: 'sent', sentAt: new Date().toISOString(), attempts, lastError: null },
    depth: 0,
  })
  return 'sent'
}
