// Builds the spec's map payload (section 3: propsList, messageInfo, mapType, customMarker,
// marqueeIgnore) from the cards of a search, on the server.
//
// Section 7 has the source post this payload to an embedded frame after 50 ms. Our map is not a
// frame: MapLibre renders in the page itself, so the payload reaches it as a prop of MapView.
// A frame would cost a second document and bundle, a postMessage protocol with origin checks,
// and a focus trap for keyboard users, for nothing the page cannot do directly.
import { listedPrice } from '@/lib/domain'

import { isInBeLu, isSafeUrl, type MapPayload, type MapProperty, type MapType } from './geojson'

export * from './geojson'

/** The fields of a property card the map needs (a PropertyCardData fits). */
export type MapSourceProperty = {
  id: number
  href: string
  title: string
  status: MapProperty['status']
  price: number | null
  priceUnit?: number | null
  priceUnitText?: string | null
  latitude: number | null | undefined
  longitude: number | null | undefined
  image?: { url: string } | null
}

export type BuildMapPayloadInput = {
  properties: readonly MapSourceProperty[]
  /** The translated text shown for a property without a (published) price. */
  priceOnRequest: string
  /**
   * What the page knows beyond the loaded properties: the search's total number of matches,
   * when the map query stopped at its limit. Defaults to the number of properties.
   */
  messageInfo?: { total?: number }
  mapType?: MapType
  customMarker?: string | null
  marqueeIgnore?: boolean
}

const isCoordinate = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value)

export function buildMapPayload({
  properties,
  priceOnRequest,
  messageInfo = {},
  mapType = 'results',
  customMarker = null,
  marqueeIgnore = false,
}: BuildMapPayloadInput): MapPayload {
  const propsList: MapProperty[] = []
  let withoutLocation = 0
  let outsideArea = 0
  for (const property of properties) {
    const { latitude: lat, longitude: lng } = property
    if (!isCoordinate(lat) || !isCoordinate(lng)) {
      withoutLocation += 1
      continue
    }
    if (!isInBeLu(lat, lng)) {
      outsideArea += 1
      continue
    }
    const imageUrl = property.image?.url
    propsList.push({
      id: property.id,
      lat,
      lng,
      title: property.title,
      priceText: listedPrice(property, priceOnRequest),
      url: isSafeUrl(property.href) ? property.href : '',
      ...(isSafeUrl(imageUrl) ? { imageUrl } : {}),
      status: property.status,
    })
  }
  const total = Math.max(messageInfo.total ?? properties.length, properties.length)
  return {
    propsList,
    messageInfo: {
      total,
      shown: propsList.length,
      withoutLocation,
      outsideArea,
      notLoaded: total - properties.length,
    },
    mapType,
    customMarker: isSafeUrl(customMarker) ? customMarker : null,
    marqueeIgnore,
  }
}
