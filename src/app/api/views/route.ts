// POST /api/views { propertyId } | { projectId } (contracts/owner-portal.md): counts one page
// view. Always 204 without a body and without a cookie, whatever was counted.
import { clientAddress } from '@/lib/http/clientAddress'
import { countView, type ViewTarget } from '@/lib/portal/views'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

const MAX_BYTES = 4 * 1024

const noContent = () =>
  new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })

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
