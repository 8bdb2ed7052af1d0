'use client'
// Favourites on all the visitor's devices (docs/decisions/0028), under the favourites page's
// list. Not linked: a button opens the e-mail form (loaded then). The mailed link opens this
// page with `#sync=TOKEN` (a fragment: it never reaches a server); the island takes the token
// out of the address, keeps it in localStorage and sends this browser's changes since its last
// sync (src/lib/favourites/merge.ts) — the first time, all its favourites (a union). Linked, it
// syncs again on every change made here, offers the mails switch and the stop.
import dynamic from 'next/dynamic'
import type { AbstractIntlMessages } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'

import { useHydrated } from '@/components/forms/useHydrated'
import type { Locale } from '@/i18n/locales'
import { changesSince } from '@/lib/favourites/merge'
import {
  forgetSync,
  onFavouritesChange,
  readFavourites,
  readSyncBase,
  readSyncToken,
} from '@/lib/favourites/store'
import { syncFavourites } from '@/lib/favourites/syncClient'

import type { FavouritesSyncFormTexts } from './FavouritesSyncForm'

const FavouritesSyncForm = dynamic(() => import('./FavouritesSyncForm'), { ssr: false })

export type FavouritesSyncTexts = FavouritesSyncFormTexts & {
  heading: string
  intro: string
  open: string
  linking: string
  confirmed: string
  linked: string
  invalid: string
  alertsOn: string
  alertsOff: string
  alertsEnable: string
  alertsDisable: string
  stop: string
  stopped: string
}

type State =
  | { kind: 'idle'; note?: 'invalid' | 'stopped' }
  | { kind: 'linking' }
  | { kind: 'linked'; token: string; alerts: boolean; confirmed: boolean }

const post = (path: string, body: Record<string, unknown>) =>
  fetch(`/api/favourites/sync/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

export function FavouritesSync({
  locale,
  texts,
  messages,
}: {
  locale: Locale
  texts: FavouritesSyncTexts
  messages: AbstractIntlMessages
}) {
  // In the browser, a link or a stored token means a sync is about to run (the server and the
  // hydration render nothing here, so the two never differ).
  const [state, setState] = useState<State>(() =>
    typeof window !== 'undefined' &&
    (/^#sync=[\w-]{20,64}$/.test(window.location.hash) || readSyncToken())
      ? { kind: 'linking' }
      : { kind: 'idle' },
  )
  const [open, setOpen] = useState(false)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const hydrated = useHydrated()

  const sync = useCallback(
    (token: string, fresh: boolean) => syncFavourites(token, { fresh, locale }),
    [locale],
  )

  useEffect(() => {
    const fromLink = /^#sync=([\w-]{20,64})$/.exec(window.location.hash)?.[1] ?? null
    if (fromLink) {
      // Out of the address bar, the history and any bookmark.
      window.history.replaceState(null, '', window.location.pathname + window.location.search)
    }
    const stored = readSyncToken()
    const token = fromLink ?? stored
    if (!token) return
    let cancelled = false
    // A new link (or another address's) joins everything this browser has.
    const fresh = Boolean(fromLink && fromLink !== stored)
    sync(token, fresh)
      .then((result) => {
        if (cancelled) return
        setState(
          result
            ? { kind: 'linked', token, alerts: result.alerts, confirmed: Boolean(fromLink) }
            : { kind: 'idle', note: 'invalid' },
        )
      })
      .catch(() => !cancelled && setState({ kind: 'idle' }))
    return () => {
      cancelled = true
    }
  }, [sync])

  // Linked: every change made in this browser goes to the stored list at once.
  const token = state.kind === 'linked' ? state.token : null
  useEffect(() => {
    if (!token) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const off = onFavouritesChange(() => {
      const { added, removed } = changesSince(readSyncBase(), readFavourites())
      if (!added.length && !removed.length) return
      clearTimeout(timer)
      timer = setTimeout(() => {
        sync(token, false)
          .then((result) => {
            if (!result) setState({ kind: 'idle', note: 'invalid' })
          })
          .catch(() => {})
      }, 300)
    })
    return () => {
      clearTimeout(timer)
      off()
    }
  }, [token, sync])

  useEffect(() => {
    if (state.kind === 'idle' && state.note) statusRef.current?.focus()
  }, [state])

  const setAlerts = async (alerts: boolean) => {
    if (state.kind !== 'linked') return
    const response = await post('alerts/', { token: state.token, alerts, locale })
    if (response.status === 404) {
      forgetSync()
      setState({ kind: 'idle', note: 'invalid' })
    } else if (response.ok) setState({ ...state, alerts, confirmed: false })
  }

  const stop = async () => {
    if (state.kind !== 'linked') return
    const response = await post('stop/', { token: state.token, locale })
    if (response.ok || response.status === 404) {
      forgetSync()
      setState({ kind: 'idle', note: 'stopped' })
    }
  }

  // Without JavaScript nothing here could work: the page's own text says what it needs.
  if (!hydrated) return null

  return (
    <section className="favourites-sync" aria-labelledby="favourites-sync-heading">
      <h2 id="favourites-sync-heading">{texts.heading}</h2>
      {state.kind === 'linking' ? (
        <p role="status">{texts.linking}</p>
      ) : state.kind === 'linked' ? (
        <>
          <p role="status" className="favourites-sync__message">
            {state.confirmed ? texts.confirmed : texts.linked}
          </p>
          <p>{state.alerts ? texts.alertsOn : texts.alertsOff}</p>
          <div className="favourites-sync__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void setAlerts(!state.alerts)}
            >
              {state.alerts ? texts.alertsDisable : texts.alertsEnable}
            </button>
            <button type="button" className="button button--secondary" onClick={() => void stop()}>
              {texts.stop}
            </button>
          </div>
        </>
      ) : (
        <>
          {state.note ? (
            <p ref={statusRef} tabIndex={-1} role="status" className="favourites-sync__message">
              {state.note === 'invalid' ? texts.invalid : texts.stopped}
            </p>
          ) : null}
          <p>{texts.intro}</p>
          {open ? (
            <FavouritesSyncForm locale={locale} texts={texts} messages={messages} />
          ) : (
            <button type="button" className="button" onClick={() => setOpen(true)}>
              {texts.open}
            </button>
          )}
        </>
      )}
    </section>
  )
}
