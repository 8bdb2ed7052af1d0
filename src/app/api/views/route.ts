// POST /api/views { propertyId } | { projectId } (docs/owner-portal.md): counts one page
// view. Always 204 without a body and without a cookie, whatever was counted.
import { clientAddress } from '@/lib/http/clientAddress'
import { idOf, noContent, readBeaconBody } from '@/lib/portal/beaconRequest'
import { countView, type ViewTarget } from '@/lib/portal/views'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const body = await readBeaconBody(request)
  if (!body) return noContent()
  const propertyId = idOf(body.propertyId)
  const projectId = idOf(body.projectId)
  const target: ViewTarget | null = propertyId
    ? { collection: 'properties', id: propertyId }
    : projectId
      ? { collection: 'projects', id: projectId }
      : null
  if (!target) return noContent()
  try {
    const payload = await getPayloadClient()
    await countView(payload, {
      target,
      clientAddress: clientAddress(request),
      userAgent: request.headers.get('user-agent'),
      referrer: body.referrer,
      medium: body.medium,
      ownHost: request.headers.get('host')?.split(':')[0] ?? null,
    })
  } catch (error) {
    // A count is never worth an error page: the visitor's browser does not wait for it.
    console.error('View not counted', error)
  }
  return noContent()
}
