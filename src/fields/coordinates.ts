// Latitude and longitude as two numbers: a `point` field would need PostGIS on PostgreSQL.
// When the address is not published, visitors get them rounded to about a kilometre, enough for
// a marker on the town, never the house.
import type { Field, FieldHook } from 'payload'

import { isStaffUser } from '@/access/roles'

import { hiddenUnless } from './hiddenQueries'
import { label } from './labels'

const BLURRED_DECIMALS = 2

// Filters by visitors on the exact value only consider published addresses; whether a property
// has coordinates at all is public (the blurred ones are shown), so `exists` stays as it is.
const exactUnlessPublished = hiddenUnless({ flag: 'publishAddress', existsIsPublic: true })

/** The position a visitor may see: exact where the address is published, else blurred. */
export const publicCoordinate = (value: unknown, publishAddress: unknown): number | null => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  if (publishAddress !== false) return value
  const factor = 10 ** BLURRED_DECIMALS
  return Math.round(value * factor) / factor
}

/** Like field access, trusted server code (overrideAccess) and staff get the exact value. */
export const blurUnpublishedCoordinate: FieldHook = ({ value, data, req, overrideAccess }) => {
  if (typeof value !== 'number' || overrideAccess || isStaffUser(req.user)) return value
  return publicCoordinate(value, data?.publishAddress)
}

export const coordinateFields = (): Field => ({
  type: 'row',
  fields: [
    {
      name: 'latitude',
      type: 'number',
      min: -90,
      max: 90,
      label: label('Breedtegraad', 'Latitude', 'Latitude', 'Breitengrad'),
      hooks: { afterRead: [blurUnpublishedCoordinate] },
      ...exactUnlessPublished,
    },
    {
      name: 'longitude',
      type: 'number',
      min: -180,
      max: 180,
      label: label('Lengtegraad', 'Longitude', 'Longitude', 'Längengrad'),
      hooks: { afterRead: [blurUnpublishedCoordinate] },
      ...exactUnlessPublished,
    },
  ],
})
