// The appointment slots a visitor can still book: open or confirmed, in the future, not full.
import type { Payload } from 'payload'

export type FreeSlot = { id: string; start: string; end: string; free: number }

export const listFreeSlots = async (payload: Payload, now = new Date()): Promise<FreeSlot[]> => {
  const { docs } = await payload.find({
    collection: 'appointment-slots',
    where: {
      and: [
        { start: { greater_than: now.toISOString() } },
        { status: { not_equals: 'cancelled' } },
      ],
    },
    sort: 'start',
    limit: 200,
    depth: 0,
  })
  return docs
    .map((slot) => ({
      id: String(slot.id),
      start: slot.start,
      end: slot.end,
      free: Math.max(0, (slot.capacity ?? 0) - (slot.bookedCount ?? 0)),
    }))
    .filter((slot) => slot.free > 0)
}
