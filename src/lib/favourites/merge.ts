// Keeping one list of favourites on several devices (docs/decisions/0028). Each browser keeps,
// beside its list, the list as it was at its last sync (the "base"). What it added since is
// `current − base`, what it removed `base − current`; the server applies both to the stored
// list (a removal on one device is not undone by another device that still had the property),
// and the browser takes the result as its list and its new base. On the first sync the base is
// empty: the browser's favourites and the stored ones are joined (a union).
import { MAX_FAVOURITES } from './store'

export type FavouritesChange = { added: number[]; removed: number[] }

/** What a browser changed since its last sync. */
export const changesSince = (
  base: readonly number[],
  current: readonly number[],
): FavouritesChange => {
  const before = new Set(base)
  const now = new Set(current)
  return {
    added: current.filter((id) => !before.has(id)),
    removed: base.filter((id) => !now.has(id)),
  }
}

/** The stored list after a browser's changes: its additions in front (newest first), at most 100. */
export const applyChanges = (
  stored: readonly number[],
  { added, removed }: FavouritesChange,
): number[] => {
  const gone = new Set(removed)
  const fresh = added.filter((id) => !gone.has(id))
  const keep = new Set(fresh)
  return [...new Set([...fresh, ...stored.filter((id) => !gone.has(id) && !keep.has(id))])].slice(
    0,
    MAX_FAVOURITES,
  )
}
