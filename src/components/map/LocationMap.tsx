'use client'
// The map of one property or project: a marker on its position, or only a circle around a
// rounded position when the address is not published (src/lib/map/location.ts). Loaded through
// LocationMapLoader when it scrolls into view, and MapLibre itself is imported inside the
// effect: neither is in a page's initial JavaScript. Same street map (or offline outline), worker
// and controls as the list map (createMap.ts).
import 'maplibre-gl/dist/maplibre-gl.css'

import type { Map as MapLibreMap } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'

import { circleRing, type MapLocation } from '@/lib/map/location'
import type { MapTiles } from '@/lib/map/tiles'

import { createMap, DEFAULT_WORKER_URL } from './createMap'
import styles from './LocationMap.module.css'

export type LocationMapLabels = {
  /** Accessible name of the map ("Kaart met de ligging"). */
  map: string
  zoomIn: string
  zoomOut: string
  /** Shown when the browser cannot draw the map (no WebGL). */
  unavailable: string
}

export type LocationMapProps = {
  location: MapLocation
  labels: LocationMapLabels
  /** The agency's street map (site settings); null: the offline outline. */
  tiles?: MapTiles | null
  workerUrl?: string
}

/**
 * A street map shows the neighbourhood: about a kilometre of streets around the property on a
 * desk, half that on a phone (MapLibre's zoom counts 512 px tiles: 256 px tiles load at 16).
 */
const STREET_ZOOM = 15
/** The outline has no streets: it shows where in the country the property lies. */
const OUTLINE_ZOOM = 8
const AREA_PADDING = 32
const FALLBACK_COLOUR = '#0b5c8c'

/** The site's accent colour (globals.css), so the marker and circle match the page. */
const accentColour = () =>
  getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim() ||
  FALLBACK_COLOUR

export default function LocationMap({
  location,
  labels,
  tiles = null,
  workerUrl = DEFAULT_WORKER_URL,
}: LocationMapProps) {
  const containerRef = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    let cancelled = false
    let map: MapLibreMap | undefined

    const start = async () => {
      const maplibre = await import('maplibre-gl')
      if (cancelled) return
      const colour = accentColour()
      const center: [number, number] = [location.lng, location.lat]
      const ring = location.approximate ? circleRing(location, location.radius) : null
      try {
        map = createMap(maplibre, {
          container,
          tiles,
          workerUrl,
          labels,
          ...(ring
            ? {
                bounds: ring.reduce(
                  (box, point) => box.extend(point),
                  new maplibre.LngLatBounds(center, center),
                ),
                fitBoundsOptions: { padding: AREA_PADDING },
              }
            : { center, zoom: tiles ? STREET_ZOOM : OUTLINE_ZOOM }),
          // A page scrolls over the map: the wheel scrolls the page, the buttons zoom.
          scrollZoom: false,
        })
      } catch {
        setFailed(true)
        return
      }
      const current = map
      if (!ring) {
        new maplibre.Marker({ color: colour }).setLngLat(center).addTo(current)
        return
      }
      current.on('load', () => {
        current.addSource('area', {
          type: 'geojson',
          data: {
            type: 'Feature',
            properties: {},
            geometry: { type: 'Polygon', coordinates: [ring] },
          },
        })
        current.addLayer({
          id: 'area-fill',
          type: 'fill',
          source: 'area',
          paint: { 'fill-color': colour, 'fill-opacity': 0.2 },
        })
        current.addLayer({
          id: 'area-outline',
          type: 'line',
          source: 'area',
          paint: { 'line-color': colour, 'line-width': 2 },
        })
      })
    }

    start().catch(() => {
      if (!cancelled) setFailed(true)
    })
    return () => {
      cancelled = true
      map?.remove()
    }
  }, [location, labels, tiles, workerUrl])

  return (
    <>
      <div ref={containerRef} className={styles.map} />
      {failed && (
        <p className={styles.unavailable} role="status">
          {labels.unavailable}
        </p>
      )}
    </>
  )
}
