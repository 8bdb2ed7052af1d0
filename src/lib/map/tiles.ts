// The street map behind the site's maps, from the site settings (Parameters → Map): none (the
// offline outline of Belgium and Luxembourg, public/map/style.json), OpenFreeMap's "liberty"
// vector style (OpenStreetMap data, no key), OpenStreetMap's raster tiles, or the agency's own
// MapLibre style URL or raster tile template. Also the hosts the pages' Content-Security-Policy
// must allow for it, only when one is set (like the measurement hosts, src/lib/measurement/ids.ts).
// Pure: used by the settings' validation, the proxy, the pages and the map components.

export const MAP_TILE_STYLES = ['none', 'openfreemap-liberty', 'osm-raster', 'custom'] as const
export type MapTileStyle = (typeof MAP_TILE_STYLES)[number]

/** OpenFreeMap's liberty style: OpenStreetMap vector tiles, fonts and sprites on one host, no key. */
export const OPENFREEMAP_LIBERTY_URL = 'https://tiles.openfreemap.org/styles/liberty'
/** OpenStreetMap's own raster tiles (tile usage policy: light use, attribution required). */
export const OSM_RASTER_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
/** The licence's required mention (ODbL: "© OpenStreetMap contributors", linked). */
export const OSM_ATTRIBUTION =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener">OpenStreetMap</a> contributors'

/** What the map components draw: a MapLibre style URL, raster tiles, or null for the outline. */
export type MapTiles =
  | { kind: 'style'; url: string }
  | { kind: 'raster'; tiles: string[]; attribution: string; maxZoom: number }
  | null

export type MapSettings = {
  tileStyle?: string | null
  customUrl?: string | null
  customAttribution?: string | null
}

const PLACEHOLDER = /\{([^}]*)\}/g
const RASTER_PLACEHOLDERS = ['x', 'y', 'z']

/** Whether a URL is a raster tile template (it carries `{z}`, `{x}` and `{y}`). */
export const isRasterTemplate = (url: string) => url.includes('{')

/**
 * Whether an address typed in the settings can be used: an https URL, either a MapLibre style
 * (no placeholders) or a raster tile template with exactly `{z}`, `{x}` and `{y}`.
 */
export const isMapUrl = (value: unknown): boolean => {
  if (typeof value !== 'string') return false
  const url = value.trim()
  if (!/^https:\/\/[^\s/?#]+/i.test(url) || /\s/.test(url)) return false
  const placeholders = [...url.matchAll(PLACEHOLDER)].map((match) => match[1])
  if (placeholders.length && placeholders.sort().join() !== RASTER_PLACEHOLDERS.join()) return false
  try {
    const parsed = new URL(url.replace(PLACEHOLDER, '0'))
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password
  } catch {
    return false
  }
}

/** Editor text as plain text inside MapLibre's attribution (which it writes as HTML). */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  )

/** The settings' map as the components draw it; anything unusable is the offline outline. */
export function mapTiles(settings: MapSettings | null | undefined): MapTiles {
  switch (settings?.tileStyle) {
    case 'openfreemap-liberty':
      return { kind: 'style', url: OPENFREEMAP_LIBERTY_URL }
    case 'osm-raster':
      return { kind: 'raster', tiles: [OSM_RASTER_URL], attribution: OSM_ATTRIBUTION, maxZoom: 19 }
    case 'custom': {
      const url = settings.customUrl?.trim()
      if (!url || !isMapUrl(url)) return null
      if (!isRasterTemplate(url)) return { kind: 'style', url }
      const attribution = settings.customAttribution?.trim()
      return {
        kind: 'raster',
        tiles: [url],
        attribution: attribution ? escapeHtml(attribution) : '',
        maxZoom: 19,
      }
    }
    default:
      return null
  }
}

/**
 * The origins the map fetches from, per CSP directive: the style's host (a style's tiles,
 * fonts and sprites must come from it: OpenFreeMap, MapTiler, Stadia serve them there) or the
 * tile host. MapLibre fetches tiles with fetch() (connect-src) and draws them from blob: URLs;
 * img-src covers browsers that load raster tiles as images. Nothing when no map is set.
 */
export function mapCspHosts(tiles: MapTiles): { connect: string[]; img: string[] } {
  if (!tiles) return { connect: [], img: [] }
  const urls = tiles.kind === 'style' ? [tiles.url] : tiles.tiles
  const origins = [...new Set(urls.map((url) => new URL(url.replace(PLACEHOLDER, '0')).origin))]
  return { connect: origins, img: origins }
}
