// Every value that one server process shares between its module copies, in one place.
//
// Next loads the proxy, the pages and the cache handler as separate bundles, and server.mjs
// loads the response cache before Next: each has its own copy of every module, so a value they
// share must live on globalThis. This module is the only one that touches those globals; every
// producer and consumer imports the getter and setter of its value from here, so the import
// graph shows who hands what to whom (docs/caching.md draws it).
//
// Plain JavaScript without Node-only imports: server.mjs imports it before Next is loaded, the
// cache handler runs untranspiled, and the proxy bundles it.

/** The keys on globalThis. Symbol.for: the same symbol in every module copy of the process. */
const KEYS = {
  tagClock: Symbol.for('agency-site.tag-clock'),
  anyTagClock: Symbol.for('agency-site.any-tag-clock'),
  localTagExpiries: Symbol.for('agency-site.local-tag-expiries'),
  prerenderedPagePolicy: Symbol.for('agency-site.prerendered-page-policy'),
  learnedOrigin: Symbol.for('agency-site.learned-origin'),
  policySettings: Symbol.for('agency-site.measurement-ids'),
  peerAddressStamp: Symbol.for('agency.peerAddressStamp'),
}

/**
 * @typedef {object} ProcessValues
 * @property {(tags: readonly string[]) => Promise<string | null>} tagClock
 *   the shared cache handler's clock of a tag list (set by src/edge/sharedCacheHandler.mjs,
 *   read by the proxy's memos, src/edge/tagMemo.ts)
 * @property {() => Promise<string | null>} anyTagClock
 *   the clock of every tag (set by the cache handler, read by src/edge/responseCache.mjs)
 * @property {number} localTagExpiries
 *   how many tag expiries this process made (the cache handler's tag clock)
 * @property {(scriptSources: string[]) => string} prerenderedPagePolicy
 *   the Content-Security-Policy of a prerendered page (set by the proxy through
 *   src/lib/securityHeaders.ts, read by the cache handler)
 * @property {string} learnedOrigin
 *   the origin the proxy saw without SERVER_URL (src/lib/origin.ts)
 * @property {{ ids: unknown; map: unknown; at: number }} policySettings
 *   the site settings the page policy depends on, remembered for a minute
 *   (src/lib/measurement/settingsMemo.ts)
 * @property {boolean} peerAddressStamp
 *   whether this process stamps each request with its socket address
 *   (src/lib/http/clientAddress.ts)
 */

/**
 * @template {keyof ProcessValues} K
 * @param {K} name
 * @returns {ProcessValues[K] | undefined}
 */
export const readProcessValue = (name) =>
  /** @type {Record<symbol, ProcessValues[K] | undefined>} */ (/** @type {unknown} */ (globalThis))[
    KEYS[name]
  ]

/**
 * @template {keyof ProcessValues} K
 * @param {K} name
 * @param {ProcessValues[K] | undefined} value undefined forgets the value
 */
export const writeProcessValue = (name, value) => {
  const store = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))
  if (value === undefined) delete store[KEYS[name]]
  else store[KEYS[name]] = value
}
