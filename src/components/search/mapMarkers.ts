// The result markers of the list's map (MapView): a focusable, labelled button per property or
// cluster, and one popup card. HTML markers rather than symbol layers: keyboard users reach them,
// and no glyph server is needed for the counts. The clustering stays MapLibre's (GeoJSON
// cluster: true); `syncMarkers` follows what the source shows after each move or load.
// The card is built with DOM calls and textContent only (titles and URLs are editor data).
import type * as MapLibreModule from 'maplibre-gl'
import type { GeoJSONSource, Map as MapLibreMap, Marker, Popup } from 'maplibre-gl'

import { fillCount, isSafeUrl, type MapPayload, type MapProperty } from '@/lib/map/geojson'

import styles from './MapView.module.css'

type MapLibre = typeof MapLibreModule

/** The marker texts of MapViewLabels. */
type MarkerLabels = { cluster: string; status?: Partial<Record<string, string>> }

export const SOURCE_ID = 'results'
export const MAX_FIT_ZOOM = 15

const clusterSize = (count: number) =>
  count < 10 ? styles.clusterSmall : count < 50 ? styles.clusterMedium : styles.clusterLarge

/** The popup's card, built node by node: editor data never goes through innerHTML. */
function buildCard(property: MapProperty, statusText: string | undefined): HTMLElement {
  const card = document.createElement('article')
  card.className = styles.card
  if (property.imageUrl && isSafeUrl(property.imageUrl)) {
    const image = document.createElement('img')
    image.className = styles.cardImage
    image.src = property.imageUrl
    image.alt = ''
    image.width = 240
    image.height = 160
    image.decoding = 'async'
    card.append(image)
  }
  const title = document.createElement('p')
  title.className = styles.cardTitle
  if (property.url && isSafeUrl(property.url)) {
    const link = document.createElement('a')
    link.href = property.url
    link.textContent = property.title
    title.append(link)
  } else {
    title.textContent = property.title
  }
  card.append(title)
  const price = document.createElement('p')
  price.className = styles.cardPrice
  price.textContent = property.priceText
  card.append(price)
  if (statusText) {
    const badge = document.createElement('p')
    badge.className = styles.cardStatus
    badge.textContent = statusText
    card.append(badge)
  }
  return card
}

/** One popup for the map; closing it gives focus back to the marker that opened it. */
function cardPopup(maplibre: MapLibre, map: MapLibreMap, labels: MarkerLabels) {
  const popup: Popup = new maplibre.Popup({
    closeButton: true,
    closeOnClick: true,
    focusAfterOpen: true,
    maxWidth: '260px',
    offset: 18,
    className: styles.popup,
  })
  let trigger: HTMLElement | null = null
  popup.on('close', () => {
    // Focus was in the popup (its close button, Escape): give it back to the marker.
    const active = document.activeElement
    if ((!active || active === document.body) && trigger?.isConnected) trigger.focus()
  })
  return (property: MapProperty, opener: HTMLElement) => {
    trigger = opener
    const card = buildCard(property, labels.status?.[property.status])
    card.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') popup.remove()
    })
    popup.setLngLat([property.lng, property.lat]).setDOMContent(card).addTo(map)
  }
}

/** The markers of `payload` on `map`; call the returned function after every load or move. */
export function resultMarkers(
  maplibre: MapLibre,
  map: MapLibreMap,
  { payload, labels, locale }: { payload: MapPayload; labels: MarkerLabels; locale: string },
) {
  const byId = new Map(payload.propsList.map((property) => [property.id, property]))
  const openPopup = cardPopup(maplibre, map, labels)

  const propertyMarker = (property: MapProperty) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.className = styles.marker
    button.dataset.mapMarker = 'property'
    button.setAttribute('aria-label', `${property.title}, ${property.priceText}`)
    button.title = property.title
    if (payload.customMarker) {
      const image = document.createElement('img')
      image.src = payload.customMarker
      image.alt = ''
      image.className = styles.markerImage
      button.append(image)
    } else {
      const pin = document.createElement('span')
      pin.className = styles.pin
      pin.setAttribute('aria-hidden', 'true')
      button.append(pin)
    }
    button.addEventListener('click', (event) => {
      // The map's own click would close the popup this click opens.
      event.stopPropagation()
      openPopup(property, button)
    })
    return new maplibre.Marker({ element: button, anchor: 'bottom' }).setLngLat([
      property.lng,
      property.lat,
    ])
  }

  const clusterMarker = (clusterId: number, count: number, center: [number, number]) => {
    const button = document.createElement('button')
    button.type = 'button'
    button.className = `${styles.cluster} ${clusterSize(count)}`
    button.dataset.mapMarker = 'cluster'
    button.setAttribute('aria-label', fillCount(labels.cluster, count, locale))
    button.textContent = new Intl.NumberFormat(locale).format(count)
    button.addEventListener('click', async (event) => {
      event.stopPropagation()
      const source = map.getSource<GeoJSONSource>(SOURCE_ID)
      if (!source) return
      const zoom = await source.getClusterExpansionZoom(clusterId)
      map.easeTo({ center, zoom: Math.min(zoom, MAX_FIT_ZOOM + 3) })
    })
    return new maplibre.Marker({ element: button }).setLngLat(center)
  }

  const markers = new Map<string, Marker>()
  return function syncMarkers() {
    if (!map.getSource(SOURCE_ID) || !map.isSourceLoaded(SOURCE_ID)) return
    const seen = new Set<string>()
    for (const feature of map.querySourceFeatures(SOURCE_ID)) {
      const properties = feature.properties ?? {}
      const isCluster = Boolean(properties.cluster)
      const key = isCluster ? `c${properties.cluster_id}` : `p${properties.id}`
      if (seen.has(key)) continue // features repeat across tile edges
      seen.add(key)
      if (markers.has(key)) continue
      let marker: Marker | undefined
      if (isCluster && feature.geometry.type === 'Point') {
        const [lng, lat] = feature.geometry.coordinates
        marker = clusterMarker(Number(properties.cluster_id), Number(properties.point_count), [
          lng,
          lat,
        ])
      } else {
        const property = byId.get(Number(properties.id))
        if (property) marker = propertyMarker(property)
      }
      if (!marker) continue
      marker.addTo(map)
      markers.set(key, marker)
    }
    for (const [key, marker] of markers) {
      if (seen.has(key)) continue
      // Keep keyboard users on the map when the marker they used disappears into a zoom.
      if (marker.getElement().contains(document.activeElement)) map.getCanvas().focus()
      marker.remove()
      markers.delete(key)
    }
  }
}
