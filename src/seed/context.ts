// What every seed write passes to Payload.

/** Seeding never refreshes Next's cache (there is no server); routes are still maintained. */
export const seedContext = { skipRevalidate: true }

/**
 * `locale: 'all'` on create: Payload 3.90's local API takes every localized field as
 * { nl, fr, en, de } in one write (checked by tests/int/seed.test.ts); its types only name the
 * single locales.
 */
export const ALL_LOCALES = 'all' as unknown as 'nl'
