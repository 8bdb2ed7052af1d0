// GET /api/owner-stats/{propertyId} (docs/owner-portal.md): 200 with the statistics for an
// owner of the property, 401 without an owner session, 404 for any other property.
import { defaultLocale, isLocale } from '@/i18n/locales'
import { getOwner } from '@/lib/portal/auth'
import { computeStats, findOwnedProperty, toContractBody } from '@/lib/portal/stats'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ id: string }> }

const noStore = { 'Cache-Control': 'private, no-store' }

export async function GET(request: Request, { params }: Context) {
  const { id } = await params
  const payload = await getPayloadClient()
  const owner = await getOwner(payload, request.headers)
  if (!owner) return Response.json({ message: 'Unauthorized' }, { status: 401, headers: noStore })
  const asked = new URL(request.url).searchParams.get('locale')
  const locale = isLocale(asked) ? asked : (owner.locale ?? defaultLocale)
  const property = await findOwnedProperty(payload, { propertyId: id, ownerId: owner.id, locale })
  if (!property) return Response.json({ message: 'Not Found' }, { status: 404, headers: noStore })
  const stats = await computeStats(payload, { property })
  return Response.json(toContractBody(stats), { headers: noStore })
}
