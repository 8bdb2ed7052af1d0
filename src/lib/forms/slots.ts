// The appointment slots a visitor can still book: open or confirmed, in the future, not full.
import type { Payload, PayloadRequest } from 'payload'

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

/**
 * Takes one place of a slot inside the caller's transaction; false when the slot is full.
 *
 * First the slot row is locked by writing only its `updatedAt` through the adapter: a booking
 * at the same moment waits there until this transaction ends, then reads the count this one
 * left (PostgreSQL's row lock; SQLite serialises writers anyway, docs/decisions/0008). The lock
 * must not go through `payload.update`: that writes back every field as it read them before
 * waiting, and would put the old count back.
 */
export const bookSlot = async (payload: Payload, id: number | string, req: PayloadRequest) => {
  await payload.db.updateOne({
    collection: 'appointment-slots',
    id,
    data: { updatedAt: new Date().toISOString() },
    req,
    returning: false,
  })
  const slot = await payload.findByID({ collection: 'appointment-slots', id, depth: 0, req })
  const booked = slot.bookedCount ?? 0
  if (booked >= (slot.capacity ?? 0)) return false
  await payload.update({
    collection: 'appointment-slots',
    id,
    data: { bookedCount: booked + 1 },
    depth: 0,
    req,
  })
  return true
}
