// One transaction around several Local API calls: every call given the `req` joins it, and
// either all of them are written or none (a crash or an error part-way leaves nothing behind).
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/**
 * Runs `work` with a request that carries a transaction: the caller's own when `req` already
 * has one (the work joins it and the caller commits), else a new one committed when `work`
 * resolves and rolled back when it throws.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (req: PayloadRequest) => Promise<T>,
  req?: PayloadRequest,
): Promise<T> {
  const request = req ?? (await createLocalReq({}, payload))
  const shouldCommit = await initTransaction(request)
  try {
    const result = await work(request)
    if (shouldCommit) await commitTransaction(request)
    return result
  } catch (error) {
    if (shouldCommit) await killTransaction(request)
    throw error
  }
}
