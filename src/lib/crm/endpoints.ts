// POST /api/crm-connections/{id}/sync (docs/crm-import.md): staff only; 202 with the run's id,
// 409 while a run of the connection goes or before its first dry run succeeded.
import type { Endpoint, PayloadRequest } from 'payload'

import { isStaffUser } from '@/access/roles'

const answer = (status: number, body: object) => Response.json(body, { status })

export const syncEndpoint: Endpoint = {
  path: '/:id/sync',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!isStaffUser(req.user)) return answer(403, { message: 'staff only' })
    const id = String(req.routeParams?.id ?? '')
    if (!/^[\w-]{1,40}$/.test(id)) return answer(404, { message: 'not found' })
    let body: { mode?: unknown; full?: unknown } = {}
    try {
      body = ((await req.json?.()) ?? {}) as typeof body
    } catch {
      return answer(400, { message: 'the body is not JSON' })
    }
    const mode = body.mode === 'apply' ? 'apply' : body.mode === 'dry-run' ? 'dry-run' : null
    if (!mode) return answer(400, { message: 'mode must be "dry-run" or "apply"' })
    // Loaded on call: the run reaches the data layer (server-only), which the CMS schema that
    // declares this endpoint must not load (Payload's CLI loads the schema outside Next).
    const { startRun } = await import('./run')
    const outcome = await startRun(req.payload, {
      connection: /^\d+$/.test(id) ? Number(id) : id,
      mode,
      full: body.full === true,
    })
    if (outcome.ok) return answer(202, { run: outcome.run })
    if (outcome.reason === 'not-found') return answer(404, { message: 'not found' })
    if (outcome.reason === 'busy')
      return answer(409, { message: 'a run of this connection is going' })
    return answer(409, { message: 'run a dry run of this connection first' })
  },
}
