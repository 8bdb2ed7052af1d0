// POST /api/appearances { propertyIds: [..] }: counts one view of a list of search results for
// the owners of the properties shown (issue 12; the sibling of POST /api/views, same rules). 204
// without a body and without a cookie, whatever was counted, as /api/views answers; only a list
// longer than a result page (a client bug, never our pages) is refused with 400.
import { clientAddress } from '@/lib/http/clientAddress'
import { idOf, noContent, noStore, readBeaconBody } from '@/lib/portal/beaconRequest'
import { APPEARANCES_MAX_IDS, countAppearances } from '@/lib/portal/appearances'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const body = await readBeaconBody(request)
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
