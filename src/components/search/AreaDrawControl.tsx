'use client'
// The map view's area tools (docs/alerts.md, "Area search"): draw a polygon by clicking on
// the map or, with the keyboard, by moving the map and adding its centre; or search within a
// radius around the map's centre. Finishing navigates to the list URL with `area` or
// `near`+`radius`: the URL records the search and the server-rendered list follows it. Our own
// small control rather than a drawing plugin (decision 0024): buttons in the page's tab order,
// and no extra library in the map's chunk.
import type { GeoJSONSource, Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl'
import { useCallback, useEffect, useId, useState } from 'react'

import {
  AREA_MAX_POINTS,
  AREA_MIN_POINTS,
  areaQuery,
  type LatLng,
  type SearchArea,
} from '@/lib/search/area'
import { circleRing } from '@/lib/map/location'

import styles from './MapView.module.css'

export type AreaLabels = {
  legend: string
  draw: string
  drawHelp: string
  addCentre: string
  undo: string
  finish: string
  cancel: string
  /** With a literal `{count}`. */
  corners: string
  radius: string
  /** With a literal `{km}`. */
  radiusOption: string
  searchNear: string
}

const RADII = [1, 2, 5, 10, 20, 50]
const DRAFT_SOURCE = 'area-draft'
const CURRENT_SOURCE = 'area-current'
const ACCENT = '#0b5cad'

const round5 = (value: number) => Math.round(value * 1e5) / 1e5

/** The area as a closed GeoJSON ring of [lng, lat]. */
const ringOf = (area: SearchArea): [number, number][] =>
  area.kind === 'polygon'
    ? [...area.points, area.points[0]].map(({ lat, lng }) => [lng, lat])
    : circleRing(area.center, area.radiusKm * 1000)

type AreaFeature = {
  type: 'Feature'
  properties: Record<string, never>
  geometry:
    | { type: 'Polygon'; coordinates: [number, number][][] }
    | { type: 'LineString'; coordinates: [number, number][] }
}

const featureOf = (ring: [number, number][], closed: boolean): AreaFeature =>
  closed && ring.length >= 4
    ? { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }
    : { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: ring } }

/** Adds a fill and an outline for a GeoJSON source (once per map). */
const addAreaLayers = (map: MapLibreMap, id: string, dashed: boolean) => {
  if (map.getSource(id)) return
  map.addSource(id, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } })
  map.addLayer({
    id: `${id}-fill`,
    type: 'fill',
    source: id,
    paint: { 'fill-color': ACCENT, 'fill-opacity': 0.08 },
  })
  map.addLayer({
    id: `${id}-line`,
    type: 'line',
    source: id,
    paint: {
      'line-color': ACCENT,
      'line-width': 2,
      ...(dashed ? { 'line-dasharray': [2, 1] } : {}),
    },
  })
}

/** The list URL of this page with the area in place of any earlier one (and back to page 1). */
export const urlWithArea = (href: string, area: SearchArea): string => {
  const url = new URL(href)
  for (const key of ['area', 'near', 'radius', 'page']) url.searchParams.delete(key)
  for (const [key, value] of Object.entries(areaQuery(area))) url.searchParams.set(key, value)
  return url.toString()
}

export function AreaDrawControl({
  map,
  area,
  labels,
}: {
  map: MapLibreMap | null
  area?: SearchArea
  labels: AreaLabels
}) {
  const id = useId()
  const [drawing, setDrawing] = useState(false)
  const [points, setPoints] = useState<LatLng[]>([])
  const [radius, setRadius] = useState(
    area?.kind === 'circle' && RADII.includes(area.radiusKm) ? area.radiusKm : 5,
  )

  // The area of the URL, drawn once the map is there.
  useEffect(() => {
    if (!map || !area) return
    const draw = () => {
      addAreaLayers(map, CURRENT_SOURCE, false)
      map
        .getSource<GeoJSONSource>(CURRENT_SOURCE)
        ?.setData({ type: 'FeatureCollection', features: [featureOf(ringOf(area), true)] })
    }
    if (map.isStyleLoaded()) draw()
    else map.once('load', draw)
  }, [map, area])

  // The corners being drawn.
  useEffect(() => {
    if (!map || !map.isStyleLoaded()) return
    addAreaLayers(map, DRAFT_SOURCE, true)
    const ring: [number, number][] = points.map(({ lat, lng }) => [lng, lat])
    const closed = points.length >= AREA_MIN_POINTS
    if (closed) ring.push(ring[0])
    map.getSource<GeoJSONSource>(DRAFT_SOURCE)?.setData({
      type: 'FeatureCollection',
      features: ring.length >= 2 ? [featureOf(ring, closed)] : [],
    })
  }, [map, points])

  const addPoint = useCallback((point: LatLng) => {
    setPoints((current) =>
      current.length >= AREA_MAX_POINTS
        ? current
        : [...current, { lat: round5(point.lat), lng: round5(point.lng) }],
    )
  }, [])

  // While drawing, a click on the map adds a corner (markers stop their own clicks).
  useEffect(() => {
    if (!map || !drawing) return
    const onClick = (event: MapMouseEvent) => addPoint(event.lngLat)
    map.on('click', onClick)
    map.getCanvas().style.cursor = 'crosshair'
    return () => {
      map.off('click', onClick)
      map.getCanvas().style.cursor = ''
    }
  }, [map, drawing, addPoint])

  const centre = (): LatLng | null => {
    if (!map) return null
    const { lat, lng } = map.getCenter()
    return { lat: round5(lat), lng: round5(lng) }
  }

  const go = (next: SearchArea) => window.location.assign(urlWithArea(window.location.href, next))

  const cancel = () => {
    setDrawing(false)
    setPoints([])
  }

  return (
    <fieldset className={styles.areaTools} disabled={!map}>
      <legend>{labels.legend}</legend>
      {!drawing ? (
        <div className={styles.areaRow}>
          <button type="button" onClick={() => setDrawing(true)}>
            {labels.draw}
          </button>
          <label htmlFor={`${id}-radius`}>{labels.radius}</label>
          <select
            id={`${id}-radius`}
            value={radius}
            onChange={(event) => setRadius(Number(event.target.value))}
          >
            {RADII.map((km) => (
              <option key={km} value={km}>
                {labels.radiusOption.replace('{km}', String(km))}
              </option>
            ))}
          </select>
          <button
            type="button"
            onClick={() => {
              const center = centre()
              if (center) go({ kind: 'circle', center, radiusKm: radius })
            }}
          >
            {labels.searchNear}
          </button>
        </div>
      ) : (
        <>
          <p className={styles.areaHelp} id={`${id}-help`}>
            {labels.drawHelp}
          </p>
          <div className={styles.areaRow}>
            <button
              type="button"
              aria-describedby={`${id}-help`}
              onClick={() => {
                const center = centre()
                if (center) addPoint(center)
              }}
            >
              {labels.addCentre}
            </button>
            <button
              type="button"
              disabled={points.length === 0}
              onClick={() => setPoints((current) => current.slice(0, -1))}
            >
              {labels.undo}
            </button>
            <button
              type="button"
              disabled={points.length < AREA_MIN_POINTS}
              onClick={() => go({ kind: 'polygon', points })}
            >
              {labels.finish}
            </button>
            <button type="button" onClick={cancel}>
              {labels.cancel}
            </button>
          </div>
          <p role="status" className={styles.areaHelp} data-area-corners={points.length}>
            {labels.corners.replace('{count}', String(points.length))}
          </p>
        </>
      )}
    </fieldset>
  )
}
