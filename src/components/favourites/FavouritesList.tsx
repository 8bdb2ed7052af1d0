'use client'
// The favourites page's list: the page itself is a prerendered shell; this island reads the ids
// kept in the browser, asks GET /api/favourites/ for their cards, and lets the visitor remove
// them. A favourite no longer published is left out (and forgotten).
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import {
  onFavouritesChange,
  readFavourites,
  setFavourite,
  type FavouriteCard,
} from '@/lib/favourites/store'

export type FavouritesListTexts = {
  loading: string
  empty: string
  failed: string
  remove: string
  /** With a literal `{count}`. */
  count: string
  /** What the prerendered HTML says until the island runs (all it says without JavaScript). */
  noScript: string
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; cards: FavouriteCard[] }

const subscribeNothing = () => () => {}

export function FavouritesList({ locale, texts }: { locale: string; texts: FavouritesListTexts }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const headingRef = useRef<HTMLParagraphElement>(null)
  // The prerendered HTML says JavaScript is needed (React renders no <noscript> content); the
  // island replaces it as soon as it runs.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  )

  useEffect(() => {
    let current = 0
    // The ids last asked for: a favourite added elsewhere (another device's, by the sync) is
    // fetched, a removal only dropped.
    let asked = new Set<number>()
    const load = async () => {
      const request = ++current
      const ids = readFavourites()
      asked = new Set(ids)
      if (ids.length === 0) {
        setState({ kind: 'ready', cards: [] })
        return
      }
      try {
        const response = await fetch(
          `/api/favourites/?ids=${[...ids].sort((a, b) => a - b).join(',')}&locale=${locale}`,
        )
        if (!response.ok) throw new Error(String(response.status))
        const { properties } = (await response.json()) as { properties: FavouriteCard[] }
        if (request !== current) return
        const byId = new Map(properties.map((card) => [card.id, card]))
        setState({
          kind: 'ready',
          cards: ids.map((id) => byId.get(id)).filter((card) => card !== undefined),
        })
      } catch {
        if (request === current) setState({ kind: 'failed' })
      }
    }
    void load()
    return onFavouritesChange(() => {
      // A removal here or a heart in another tab: drop what is gone without asking again.
      const ids = new Set(readFavourites())
      if ([...ids].some((id) => !asked.has(id))) {
        void load()
        return
      }
      setState((previous) =>
        previous.kind === 'ready'
          ? { kind: 'ready', cards: previous.cards.filter((card) => ids.has(card.id)) }
          : previous,
      )
    })
  }, [locale])

  if (!hydrated) return <p className="favourites__status">{texts.noScript}</p>
  if (state.kind === 'loading') {
    return (
      <p role="status" className="favourites__status">
        {texts.loading}
      </p>
    )
  }
  if (state.kind === 'failed') {
    return (
      <p role="alert" className="favourites__status">
        {texts.failed}
      </p>
    )
  }
  return (
    <>
      <p role="status" ref={headingRef} tabIndex={-1} className="favourites__status">
        {state.cards.length === 0
          ? texts.empty
          : texts.count.replace(
              '{count}',
              new Intl.NumberFormat(locale).format(state.cards.length),
            )}
      </p>
      {state.cards.length > 0 && (
        <ul className="favourites__list">
          {state.cards.map((card) => (
            <li key={card.id} className="property-card favourites__card">
              <div className="property-card__media">
                {card.image ? (
                  // The card's own image size, as on the lists; no next/image in this island.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={card.image.url}
                    alt={card.image.alt}
                    width={card.image.width}
                    height={card.image.height}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  <div className="property-card__placeholder" aria-hidden="true" />
                )}
                {card.statusText && <span className="property-card__badge">{card.statusText}</span>}
              </div>
              <div className="property-card__body">
                <h2 className="property-card__title" id={`favourite-${card.id}`}>
                  <a href={card.href}>{card.title}</a>
                </h2>
                <p className="property-card__place">{card.place}</p>
                <p className="property-card__price">{card.priceText}</p>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-describedby={`favourite-${card.id}`}
                  onClick={() => {
                    setFavourite(card.id, false)
                    headingRef.current?.focus()
                  }}
                >
                  {texts.remove}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
