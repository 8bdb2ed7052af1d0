// The MapLibre setup the site's maps share (the location map of a detail page and the map of a
// property list): the agency's street map (site settings, src/lib/map/tiles.ts) or the offline
// outline, worker from public/, no rotation or pitch, the tile licence's attribution, translated
// controls. MapLibre comes in as an argument: only its types are imported here, so the module
// stays in the map chunk that each component imports on demand.
import type * as MapLibre from 'maplibre-gl'

import type { MapTiles } from '@/lib/map/tiles'

/** The offline outline of Belgium and Luxembourg: renders with no network (no street map set). */
export const DEFAULT_STYLE_URL = '/map/style.json'
/** Where MapLibre's worker is served (a copy of maplibre-gl/dist/maplibre-gl-worker.mjs). */
export const DEFAULT_WORKER_URL = '/map/maplibre-gl-worker.mjs'

export type MapControlLabels = {
  /** Accessible name of the map. */
  map: string
  zoomIn: string
  zoomOut: string
  /** Only for a map with popups. */
  closePopup?: string
}

/** The MapLibre style of a street map setting: its URL, a raster style, or the outline. */
export function mapStyle(tiles: MapTiles | null | undefined): string | MapLibre.StyleSpecification {
  if (!tiles) return DEFAULT_STYLE_URL
  if (tiles.kind === 'style') return tiles.url
  return {
    version: 8,
    sources: {
      street: {
        type: 'raster',
        tiles: tiles.tiles,
        tileSize: 256,
        maxzoom: tiles.maxZoom,
        attribution: tiles.attribution,
      },
    },
    layers: [{ id: 'street', type: 'raster', source: 'street' }],
  }
}

type CreateMapOptions = Omit<MapLibre.MapOptions, 'style' | 'locale'> & {
  /** The agency's street map; null or absent: the offline outline. */
  tiles?: MapTiles | null
  workerUrl: string
  labels: MapControlLabels
}

/**
 * A map with the shared options and zoom buttons; `options` adds the view and what differs.
 * Throws when the browser cannot draw it (no WebGL): the caller shows its "unavailable" text.
 */
export function createMap(
  maplibre: typeof MapLibre,
  { tiles, workerUrl, labels, ...options }: CreateMapOptions,
): MapLibre.Map {
  // Next's bundlers cannot follow MapLibre's runtime worker URL: serve it from public/.
  maplibre.setWorkerUrl(`${workerUrl}?v=${maplibre.getVersion()}`)
  const map = new maplibre.Map({
    style: mapStyle(tiles),
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    maplibreLogo: false,
    // A street map's licence asks for its credit to be shown: always open. The outline is ours.
    attributionControl: { compact: !tiles },
    locale: {
      'Map.Title': labels.map,
      ...(labels.closePopup === undefined ? {} : { 'Popup.Close': labels.closePopup }),
      'NavigationControl.ZoomIn': labels.zoomIn,
      'NavigationControl.ZoomOut': labels.zoomOut,
    },
    ...options,
  })
  map.addControl(
    new maplibre.NavigationControl({ showCompass: false, visualizePitch: false }),
    'top-right',
  )
  return map
}
