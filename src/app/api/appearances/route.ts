// POST /api/appearances { propertyIds: [..] }: counts one view of a list of search results for
// the owners of the properties shown (issue 12; the sibling of POST /api/views, same rules). 204
// without a body and without a cookie, whatever was counted, as /api/views answers; only a list
// longer than a result page (a client bug, never our pages) is refused with 400.
import { clientAddress } from '@/lib/http/clientAddress'
import { APPEARANCES_MAX_IDS, countAppearances } from '@/lib/portal/appearances'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

const MAX_BYTES = 4 * 1024

const noStore = { 'Cache-Control': 'no-store' }

const noContent = () => new Response(null, { status: 204, headers: noStore })

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

const readBody = async (request: Request): Promise<Record<string, unknown> | null> => {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_BYTES) return null
  try {
    const text = await request.text()
    if (text.length > MAX_BYTES) return null
    const body = JSON.parse(text) as unknown
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export async function POST(request: Request) {
  const body = await readBody(request)
  if (!body || !Array.isArray(body.propertyIds)) return noContent()
  if (body.propertyIds.length > APPEARANCES_MAX_IDS)
    return Response.json(
      {
        error: 'tooManyIds',
        message: `At most ${APPEARANCES_MAX_IDS} property ids (one page of results) per call.`,
      },
      { status: 400, headers: noStore },
    )
  const propertyIds = body.propertyIds.map(idOf).filter((id): id is number => id !== null)
  if (!propertyIds.length) return noContent()
  try {
    const payload = await getPayloadClient()
    await countAppearances(payload, {
      propertyIds,
      clientAddress: clientAddress(request),
      userAgent: request.headers.get('user-agent'),
    })
  } catch (error) {
    // A count is never worth an error page: the visitor's browser does not wait for it.
    console.error('Appearances not counted', error)
  }
  return noContent()
}
