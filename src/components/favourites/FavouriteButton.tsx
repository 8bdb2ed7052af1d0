'use client'
// The heart on a property card and detail page: a toggle button (aria-pressed) that keeps the
// property in this browser's favourites. The page around it is prerendered and the same for
// everyone, so the button starts off and hidden, and shows (with the stored state) once this
// island runs: without JavaScript there is no button that would do nothing.
import { useCallback, useSyncExternalStore } from 'react'

import {
  onFavouritesChange,
  readFavourites,
  readSyncToken,
  setFavourite,
} from '@/lib/favourites/store'

const subscribeNothing = () => () => {}
const isBrowser = () => true
const isServer = () => false

export function FavouriteButton({
  id,
  label,
  describedBy,
  className,
}: {
  id: number
  /** "Bewaar als favoriet": the same whether on or off; aria-pressed tells which. */
  label: string
  /** The id of the property's title, so that each heart of a list says which property. */
  describedBy?: string
  className?: string
}) {
  // The server and the hydration render see "not ready, off"; the browser's store then decides.
  const ready = useSyncExternalStore(subscribeNothing, isBrowser, isServer)
  const pressed = useSyncExternalStore(
    onFavouritesChange,
    useCallback(() => readFavourites().includes(id), [id]),
    isServer,
  )

  return (
    <button
      type="button"
      className={className ?? 'favourite-button'}
      aria-pressed={pressed}
      aria-label={label}
      aria-describedby={describedBy}
      title={label}
      hidden={!ready}
      data-favourite={id}
      onClick={() => {
        setFavourite(id, !pressed)
        // A browser linked to the visitor's address (docs/decisions/0028) sends the change at
        // once; the code for it is loaded only then.
        if (readSyncToken())
          void import('@/lib/favourites/syncClient').then((sync) => sync.syncIfLinked())
      }}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 20.5 4.4 13a4.9 4.9 0 0 1 0-7 4.9 4.9 0 0 1 7 0l.6.6.6-.6a4.9 4.9 0 0 1 7 0 4.9 4.9 0 0 1 0 7Z" />
      </svg>
    </button>
  )
}
