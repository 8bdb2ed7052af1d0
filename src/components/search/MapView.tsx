'use client'
// The map of a property list (view=map). Loaded only through MapViewLoader (next/dynamic,
// ssr: false), and MapLibre itself is imported inside the effect: neither reaches a page that
// does not open the map. No frame, no telemetry, no request beyond the style (the agency's
// street map or the offline outline) and its tiles, the worker and the property images. Texts
// come translated from the page; the markers and their popup are in mapMarkers.ts.
import 'maplibre-gl/dist/maplibre-gl.css'

import type { Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'

import { createMap, DEFAULT_WORKER_URL } from '@/components/map/createMap'
import { BE_LU_BOUNDS, boundsOf, toFeatureCollection, type MapPayload } from '@/lib/map/geojson'
import type { MapTiles } from '@/lib/map/tiles'
import type { SearchArea } from '@/lib/search/area'

import { AreaDrawControl, type AreaLabels } from './AreaDrawControl'
import { MAX_FIT_ZOOM, resultMarkers, SOURCE_ID } from './mapMarkers'

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

const FIT_PADDING = 48
const SINGLE_ZOOM = 14

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
      const syncMarkers = resultMarkers(maplibre, current, { payload, labels, locale })

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
