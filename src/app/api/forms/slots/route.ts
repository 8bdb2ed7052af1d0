// GET /api/forms/slots — the appointment slots that can still be booked (the appointment form).
import { listFreeSlots } from '@/lib/forms/slots'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

export async function GET() {
  try {
    return Response.json(
      { slots: await listFreeSlots(await getPayloadClient()) },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  } catch {
    return Response.json({ slots: [] }, { status: 503 })
  }
}
