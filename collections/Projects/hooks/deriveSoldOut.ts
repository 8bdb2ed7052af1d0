// A project is sold out when it has units and every one of them is sold.
import type { CollectionBeforeChangeHook } from 'payload'

type Unit = { status?: string | null }

export const isSoldOut = (units: readonly Unit[] | null | undefined): boolean =>
  Array.isArray(units) && units.length > 0 && units.every((unit) => unit?.status === 'sold')

export const deriveSoldOut: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const units = (data.units ?? originalDoc?.units) as Unit[] | undefined
  return { ...data, soldOut: isSoldOut(units) }
}
