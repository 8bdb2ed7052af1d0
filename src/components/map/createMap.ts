// The MapLibre setup the site's maps share (the location map of a detail page and the map of a
// property list): offline style, worker from public/, no rotation or pitch, compact attribution,
// translated controls. MapLibre comes in as an argument: only its types are imported here, so
// the module stays in the map chunk that each component imports on demand.
import type * as MapLibre from 'maplibre-gl'

/** MapLibre style URL (later a site setting); the default renders with no network. */
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

type CreateMapOptions = Omit<MapLibre.MapOptions, 'style' | 'locale'> & {
  styleUrl: string
  workerUrl: string
  labels: MapControlLabels
}

/**
 * A map with the shared options and zoom buttons; `options` adds the view and what differs.
 * Throws when the browser cannot draw it (no WebGL): the caller shows its "unavailable" text.
 */
export function createMap(
  maplibre: typeof MapLibre,
  { styleUrl, workerUrl, labels, ...options }: CreateMapOptions,
): MapLibre.Map {
  // Next's bundlers cannot follow MapLibre's runtime worker URL: serve it from public/.
  maplibre.setWorkerUrl(`${workerUrl}?v=${maplibre.getVersion()}`)
  const map = new maplibre.Map({
    style: styleUrl,
    dragRotate: false,
    pitchWithRotate: false,
    touchPitch: false,
    maplibreLogo: false,
    attributionControl: { compact: true },
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
