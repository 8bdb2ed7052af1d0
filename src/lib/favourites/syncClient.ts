// The browser's side of keeping favourites on all devices (docs/decisions/0028): sends this
// browser's changes since its last sync (src/lib/favourites/merge.ts) and takes the stored list
// as its own. Used by the favourites page's island and, loaded on demand, by a heart pressed on
// any page of a linked browser (so the alerts know of it at once).
import { changesSince } from './merge'
import { forgetSync, readFavourites, readSyncBase, readSyncToken, writeSynced } from './store'

/** The list's mail switch, or null when the token is no longer valid (it is then forgotten). */
export const syncFavourites = async (
  token: string,
  { fresh = false, locale = 'nl' }: { fresh?: boolean; locale?: string } = {},
): Promise<{ alerts: boolean } | null> => {
  const { added, removed } = changesSince(fresh ? [] : readSyncBase(), readFavourites())
  const response = await fetch('/api/favourites/sync/merge/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, added, removed, locale }),
  })
  if (response.status === 404) {
    forgetSync()
    return null
  }
  if (!response.ok) throw new Error(String(response.status))
  const { ids, alerts } = (await response.json()) as { ids: number[]; alerts: boolean }
  writeSynced(token, ids)
  return { alerts }
}

/** After a heart pressed anywhere: a linked browser sends the change (failures wait for the next). */
export const syncIfLinked = async () => {
  const token = readSyncToken()
  if (!token) return
  const { added, removed } = changesSince(readSyncBase(), readFavourites())
  if (!added.length && !removed.length) return
  await syncFavourites(token, { locale: document.documentElement.lang.slice(0, 2) }).catch(
    () => null,
  )
}
