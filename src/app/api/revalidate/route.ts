// POST /api/revalidate/ — expires cache tags for work that runs outside a request (Payload's job
// queue: a scheduled publish), where revalidateTag cannot run (src/lib/revalidate.ts). Only the
// server itself knows the key; anybody else gets a 404, as if the route did not exist.
import { timingSafeEqual } from 'node:crypto'

import { revalidateTag } from 'next/cache'

import { isCacheTag } from '@/lib/cacheTags'
import { REVALIDATE_HEADER, revalidateKey } from '@/lib/revalidate'

export const dynamic = 'force-dynamic'

const keyMatches = (given: string | null) => {
  const expected = Buffer.from(revalidateKey())
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

export async function POST(request: Request) {
  if (!keyMatches(request.headers.get(REVALIDATE_HEADER)))
    return new Response(null, { status: 404 })
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null
  const tags = Array.isArray(body?.tags) ? body.tags : []
  if (!tags.length || tags.length > 100 || !tags.every(isCacheTag))
    return Response.json({ error: 'tags' }, { status: 400 })
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return new Response(null, { status: 204 })
}
