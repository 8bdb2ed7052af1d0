'use client'
// The one island behind every favourite heart of a page (FavouriteButton renders them as plain
// HTML, hidden): it shows them with the stored state, toggles one on click, and keeps all of them
// in step with this tab and others. Hearts that appear later (a list's next page, the favourites
// page's cards) are picked up as they are added.
import { useEffect } from 'react'

import {
  onFavouritesChange,
  readFavourites,
  readSyncToken,
  setFavourite,
} from '@/lib/favourites/store'

const SELECTOR = 'button[data-favourite]'

const heartsIn = (root: ParentNode): HTMLButtonElement[] => [
  ...root.querySelectorAll<HTMLButtonElement>(SELECTOR),
]

/** Each heart shown, pressed when its property is among this browser's favourites. */
const show = (hearts: HTMLButtonElement[]) => {
  if (!hearts.length) return
  const favourites = new Set(readFavourites())
  for (const heart of hearts) {
    heart.setAttribute('aria-pressed', String(favourites.has(Number(heart.dataset.favourite))))
    heart.hidden = false
  }
}

const onClick = (event: MouseEvent) => {
  const heart = (event.target as Element | null)?.closest?.<HTMLButtonElement>(SELECTOR)
  if (!heart) return
  const id = Number(heart.dataset.favourite)
  setFavourite(id, heart.getAttribute('aria-pressed') !== 'true')
  // A browser linked to the visitor's address (docs/decisions/0028) sends the change at once;
  // the code for it is loaded only then.
  if (readSyncToken())
    void import('@/lib/favourites/syncClient').then((sync) => sync.syncIfLinked())
}

export function FavouriteHearts() {
  useEffect(() => {
    const showAll = () => show(heartsIn(document))
    showAll()
    const stopListening = onFavouritesChange(showAll)
    document.addEventListener('click', onClick)
    const added = new MutationObserver((records) => {
      const hearts = records.flatMap((record) =>
        [...record.addedNodes].flatMap((node) =>
          node instanceof Element
            ? [...(node.matches(SELECTOR) ? [node] : []), ...heartsIn(node)]
            : [],
        ),
      ) as HTMLButtonElement[]
      show(hearts)
    })
    added.observe(document.body, { childList: true, subtree: true })
    return () => {
      stopListening()
      document.removeEventListener('click', onClick)
      added.disconnect()
    }
  }, [])
  return null
}
