// GET /api/health: 200 after a real database query, 503 when the database cannot answer.
import { databaseKind } from '@/lib/env'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

const TIMEOUT_MS = 5_000

export async function GET() {
  const database = databaseKind()
  try {
    const payload = await getPayloadClient()
    await Promise.race([
      payload.count({ collection: 'users' }),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS)),
    ])
    return Response.json({ status: 'ok', database }, { headers: { 'Cache-Control': 'no-store' } })
  } catch (error) {
    console.error('health check failed:', error)
    return Response.json(
      { status: 'error', database },
      { status: 503, headers: { 'Cache-Control': 'no-store' } },
    )
  }
}
