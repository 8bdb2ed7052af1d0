// `publicLatitude`/`publicLongitude` are the position visitors may see: the exact one where the
// address is published, the blurred one (two decimals, like the map) where not. The area search
// (src/lib/search/area.ts) filters on them, so a hidden address is matched on its rounded position
// and no answer depends on the exact one.
import type { CollectionBeforeChangeHook } from 'payload'

import { publicCoordinate } from '@/fields/coordinates'

/** Whatever the client sent, the public position follows the coordinates and the publish flag. */
export const derivePublicPosition: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const pick = (key: string) => (key in data ? data[key] : originalDoc?.[key])
  const publishAddress = pick('publishAddress')
  return {
    ...data,
    publicLatitude: publicCoordinate(pick('latitude'), publishAddress),
    publicLongitude: publicCoordinate(pick('longitude'), publishAddress),
  }
}
