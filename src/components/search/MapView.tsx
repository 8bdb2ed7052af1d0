'use client'
// The map of a property list (view=map). Loaded only through MapViewLoader (next/dynamic,
// ssr: false), and MapLibre itself is imported inside the effect: neither reaches a page that
// does not open the map. No frame, no telemetry, no request beyond the style (the agency's
// street map or the offline outline) and its tiles, the worker and the property images. Texts come translated from the page; the popup is built with DOM
// calls and textContent only (titles and URLs are editor data).
import 'maplibre-gl/dist/maplibre-gl.css'

import type { GeoJSONSource, Map as MapLibreMap, Marker, Popup } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'

import { createMap, DEFAULT_WORKER_URL } from '@/components/map/createMap'
import {
  BE_LU_BOUNDS,
  boundsOf,
  fillCount,
  isSafeUrl,
  toFeatureCollection,
  type MapPayload,
  type MapProperty,
} from '@/lib/map/geojson'
import type { MapTiles } from '@/lib/map/tiles'
import type { SearchArea } from '@/lib/search/area'

import { AreaDrawControl, type AreaLabels } from './AreaDrawControl'

import styles from './MapView.module.css'

export type MapViewLabels = {
  /** Accessible name of the map ("Kaart met de zoekresultaten"). */
  map: string
  /** A cluster's accessible name, with a literal `{count}` the map fills in ("{count} panden"). */
  cluster: string
  closePopup: string
  zoomIn: string
  zoomOut: string
  /** Shown when the browser cannot draw the map (no WebGL); the result list stays usable. */
  unavailable: string
  /** Badge text per status code; a status without text gets no badge ("available" needs none). */
  status?: Partial<Record<string, string>>
}

export type MapViewProps = {
  payload: MapPayload
  labels: MapViewLabels
  /** The page's language, for number formatting. */
  locale: string
  /** The agency's street map (site settings); null or absent: the offline outline. */
  tiles?: MapTiles | null
  /** Where MapLibre's worker is served; by default DEFAULT_WORKER_URL. */
  workerUrl?: string
  /** The list's area (drawn on the map), and the texts of the area tools; without, no tools. */
  area?: SearchArea
  areaLabels?: AreaLabels
}

const SOURCE_ID = 'results'
const FIT_PADDING = 48
const SINGLE_ZOOM = 14
const MAX_FIT_ZOOM = 15

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

export default function MapView({
  payload,
  labels,
  locale,
  tiles = null,
  workerUrl = DEFAULT_WORKER_URL,
  area,
  areaLabels,
}: MapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const [readyMap, setReadyMap] = useState<MapLibreMap | null>(null)

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    let cancelled = false
    let map: MapLibreMap | undefined

    const start = async () => {
      const maplibre = await import('maplibre-gl')
      if (cancelled) return

      const { propsList } = payload
      const byId = new Map(propsList.map((property) => [property.id, property]))
      const bounds = boundsOf(propsList)
      const single = propsList.length === 1 ? propsList[0] : undefined
      try {
        map = createMap(maplibre, {
          container,
          tiles,
          workerUrl,
          labels,
          ...(single
            ? { center: [single.lng, single.lat] as [number, number], zoom: SINGLE_ZOOM }
            : {
                bounds: bounds ?? [
                  [BE_LU_BOUNDS[0], BE_LU_BOUNDS[1]],
                  [BE_LU_BOUNDS[2], BE_LU_BOUNDS[3]],
                ],
                fitBoundsOptions: { padding: FIT_PADDING, maxZoom: MAX_FIT_ZOOM },
              }),
          boxZoom: !payload.marqueeIgnore,
        })
      } catch {
        // No WebGL (old device, disabled GPU): the list beside the map still has every result.
        setFailed(true)
        return
      }
      const current = map

      const popup: Popup = new maplibre.Popup({
        closeButton: true,
        closeOnClick: true,
        focusAfterOpen: true,
        maxWidth: '260px',
        offset: 18,
        className: styles.popup,
      })
      let popupTrigger: HTMLElement | null = null
      popup.on('close', () => {
        // Focus was in the popup (its close button, Escape): give it back to the marker.
        const active = document.activeElement
        if ((!active || active === document.body) && popupTrigger?.isConnected) popupTrigger.focus()
      })
      const openPopup = (property: MapProperty, trigger: HTMLElement) => {
        popupTrigger = trigger
        const card = buildCard(property, labels.status?.[property.status])
        card.addEventListener('keydown', (event) => {
          if (event.key === 'Escape') popup.remove()
        })
        popup.setLngLat([property.lng, property.lat]).setDOMContent(card).addTo(current)
      }

      const markers = new Map<string, Marker>()
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
          const source = current.getSource<GeoJSONSource>(SOURCE_ID)
          if (!source) return
          const zoom = await source.getClusterExpansionZoom(clusterId)
          current.easeTo({ center, zoom: Math.min(zoom, MAX_FIT_ZOOM + 3) })
        })
        return new maplibre.Marker({ element: button }).setLngLat(center)
      }

      // HTML markers (buttons) rather than symbol layers: focusable, labelled, and no glyph
      // server needed for the counts. The clustering stays MapLibre's (GeoJSON cluster: true).
      const syncMarkers = () => {
        if (!current.getSource(SOURCE_ID) || !current.isSourceLoaded(SOURCE_ID)) return
        const seen = new Set<string>()
        for (const feature of current.querySourceFeatures(SOURCE_ID)) {
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
          marker.addTo(current)
          markers.set(key, marker)
        }
        for (const [key, marker] of markers) {
          if (seen.has(key)) continue
          // Keep keyboard users on the map when the marker they used disappears into a zoom.
          if (marker.getElement().contains(document.activeElement)) current.getCanvas().focus()
          marker.remove()
          markers.delete(key)
        }
      }

      current.on('load', () => {
        current.addSource(SOURCE_ID, {
          type: 'geojson',
          data: toFeatureCollection(propsList),
          cluster: payload.mapType === 'results',
          clusterRadius: 50,
          clusterMaxZoom: MAX_FIT_ZOOM + 2,
        })
        // An invisible layer keeps the source's tiles loaded for querySourceFeatures.
        current.addLayer({
          id: `${SOURCE_ID}-anchor`,
          type: 'circle',
          source: SOURCE_ID,
          paint: { 'circle-radius': 1, 'circle-opacity': 0, 'circle-stroke-opacity': 0 },
        })
        current.on('sourcedata', (event) => {
          if (event.sourceId === SOURCE_ID && event.isSourceLoaded) syncMarkers()
        })
        current.on('moveend', syncMarkers)
        syncMarkers()
        if (!cancelled) setReadyMap(current)
      })
    }

    start().catch(() => {
      if (!cancelled) setFailed(true)
    })
    return () => {
      cancelled = true
      setReadyMap(null)
      map?.remove()
    }
  }, [payload, labels, locale, tiles, workerUrl])

  const frame = (
    <div className={styles.frame}>
      <div
        ref={containerRef}
        className={styles.map}
        data-map-view=""
        data-map-tiles={tiles ? tiles.kind : 'outline'}
      />
      {failed && (
        <p className={styles.unavailable} role="status">
          {labels.unavailable}
        </p>
      )}
    </div>
  )
  if (!areaLabels || failed) return frame
  return (
    <div className={styles.mapColumn}>
      <AreaDrawControl map={readyMap} area={area} labels={areaLabels} />
      {frame}
    </div>
  )
}
