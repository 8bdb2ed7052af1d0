// GET /api/health: 200 after a real query; 503 (never a hang or a 500) once the database is gone.
import { describe, expect, it } from 'vitest'

import { GET } from '@/app/api/health/route'
import { databaseKind } from '@/lib/env'

import { getTestPayload } from '../helpers/payload'

describe('health endpoint', () => {
  it('answers ok with the database kind while the database answers, 503 once it is closed', async () => {
    const kind = databaseKind()
    const healthy = await GET()
    expect(healthy.status).toBe(200)
    expect(await healthy.json()).toEqual({ status: 'ok', database: kind })

    // Close this worker's connections, as when the database server goes away under a running site.
    const payload = await getTestPayload()
    await payload.db.destroy?.()

    try {
      const down = await GET()
      expect(down.status).toBe(503)
      expect(await down.json()).toEqual({ status: 'error', database: kind })
    } finally {
      // The database comes back (schema and connection): the files after this one share this
      // Payload.
      await payload.db.init?.()
      await payload.db.connect?.()
    }
    expect((await GET()).status).toBe(200)
  })
})
