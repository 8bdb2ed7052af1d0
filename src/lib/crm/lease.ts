// One run per connection across every server on the database (docs/crm-import.md): a lease on
// the connection's row, taken by an atomic compare-and-set (`UPDATE … WHERE id = ? AND lease
// free or expired`), renewed while the run goes, released at its end. A server that dies
// mid-run leaves a lease that expires after LEASE_MS; the next run takes it (the pattern of
// docs/decisions/0013 and 0016). Writes never join a caller's transaction.
import type { Payload, Where } from 'payload'

export const RUN_LEASE_MS = 2 * 60 * 1000
export const RUN_LEASE_RENEW_MS = 30 * 1000

const update = (payload: Payload, where: Where, data: Record<string, unknown>) =>
  payload.db.updateOne({
    collection: 'crm-connections',
    where,
    data,
    options: { atomic: true },
    returning: true,
  }) as Promise<unknown>

/** Takes the connection's run lease; false while another run (any server) holds it. */
export const takeRunLease = async (payload: Payload, id: number | string, now = new Date()) => {
  const taken = await update(
    payload,
    {
      and: [
        { id: { equals: id } },
        {
          or: [{ leaseUntil: { exists: false } }, { leaseUntil: { less_than: now.toISOString() } }],
        },
      ],
    },
    { leaseUntil: new Date(now.getTime() + RUN_LEASE_MS).toISOString() },
  )
  return Boolean(taken)
}

export const renewRunLease = (payload: Payload, id: number | string) =>
  update(
    payload,
    { id: { equals: id } },
    {
      leaseUntil: new Date(Date.now() + RUN_LEASE_MS).toISOString(),
    },
  ).catch(() => undefined)

export const releaseRunLease = (payload: Payload, id: number | string) =>
  update(payload, { id: { equals: id } }, { leaseUntil: null })

/** Runs `work` while renewing the lease, and releases it after. */
export const holdingRunLease = async <T>(
  payload: Payload,
  id: number | string,
  work: () => Promise<T>,
): Promise<T> => {
  const timer = setInterval(() => void renewRunLease(payload, id), RUN_LEASE_RENEW_MS)
  timer.unref?.()
  try {
    return await work()
  } finally {
    clearInterval(timer)
    await releaseRunLease(payload, id).catch(() => undefined)
  }
}
