// The visitor's favourite properties, kept in this browser only (localStorage, no cookie: nothing
// of it reaches the server except when the favourites page asks for the cards of these ids).
// Pure list rules plus a small browser store that keeps every heart on the page in step.

export const FAVOURITES_KEY = 'favourites'
/** More than anyone keeps; bounds the favourites page's request. */
export const MAX_FAVOURITES = 100
const CHANGE_EVENT = 'favourites-change'

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2 ** 31

/** The ids of a stored value, newest first, without duplicates or anything malformed. */
export const parseFavourites = (stored: string | null | undefined): number[] => {
  if (!stored) return []
  try {
    const value: unknown = JSON.parse(stored)
    if (!Array.isArray(value)) return []
    return [...new Set(value.filter(isId))].slice(0, MAX_FAVOURITES)
  } catch {
    return []
  }
}

/** The list with the id added in front, or taken out. */
export const withFavourite = (ids: readonly number[], id: number, on: boolean): number[] => {
  const rest = ids.filter((item) => item !== id)
  return on ? [id, ...rest].slice(0, MAX_FAVOURITES) : rest
}

/** `ids` of a query string (`1,2,3`): valid ids, unique, sorted (one cache key), at most 100. */
export const parseIdsQuery = (value: string | null): number[] =>
  [
    ...new Set(
      (value ?? '')
        .split(',')
        .slice(0, MAX_FAVOURITES * 2)
        .map((part) => part.trim())
        .filter((part) => /^\d{1,10}$/.test(part))
        .map(Number)
        .filter(isId),
    ),
  ]
    .sort((a, b) => a - b)
    .slice(0, MAX_FAVOURITES)

/** A card of the favourites page, as GET /api/favourites/ answers it (public fields only). */
export type FavouriteCard = {
  id: number
  href: string
  title: string
  place: string
  priceText: string
  /** The badge of a property under option, sold or rented; null when available. */
  statusText: string | null
  image: { url: string; alt: string; width: number; height: number } | null
}

// Browser side.

export const readFavourites = (): number[] => {
  try {
    return parseFavourites(window.localStorage.getItem(FAVOURITES_KEY))
  } catch {
    return [] // storage disabled (private mode, policy)
  }
}

export const setFavourite = (id: number, on: boolean): number[] => {
  const next = withFavourite(readFavourites(), id, on)
  try {
    window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(next))
  } catch {
    // Storage full or disabled: the heart still shows the choice for this page.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
  return next
}

/** Calls `listener` when the favourites change in this tab or another one. */
export const onFavouritesChange = (listener: () => void): (() => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_KEY || event.key === null) listener()
  }
  window.addEventListener(CHANGE_EVENT, listener)
  window.addEventListener('storage', onStorage)
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener)
    window.removeEventListener('storage', onStorage)
  }
}

// Across devices (docs/decisions/0028): the token of the visitor's confirmed address and the
// list as it was at the last sync, both in this browser's storage (no cookie).

export const SYNC_TOKEN_KEY = 'favourites-sync'
export const SYNC_BASE_KEY = 'favourites-sync-base'

const TOKEN_PATTERN = /^[\w-]{20,64}$/

export const readSyncToken = (): string | null => {
  try {
    const token = window.localStorage.getItem(SYNC_TOKEN_KEY)
    return token && TOKEN_PATTERN.test(token) ? token : null
  } catch {
    return null
  }
}

export const readSyncBase = (): number[] => {
  try {
    return parseFavourites(window.localStorage.getItem(SYNC_BASE_KEY))
  } catch {
    return []
  }
}

/** After a sync: the merged list becomes this browser's list and its base. */
export const writeSynced = (token: string, ids: readonly number[]) => {
  const list = JSON.stringify(ids.slice(0, MAX_FAVOURITES))
  try {
    window.localStorage.setItem(FAVOURITES_KEY, list)
    window.localStorage.setItem(SYNC_BASE_KEY, list)
    window.localStorage.setItem(SYNC_TOKEN_KEY, token)
  } catch {
    // Storage disabled: nothing to keep in step.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** Stops syncing in this browser (the favourites stay). */
export const forgetSync = () => {
  try {
    window.localStorage.removeItem(SYNC_TOKEN_KEY)
    window.localStorage.removeItem(SYNC_BASE_KEY)
  } catch {
    // Nothing stored.
  }
}
