'use client'
// The cookie choice in the browser: the banner (a non-modal dialog at the bottom of the page),
// the footer's "Cookie settings" button that reopens it, and the gate of third-party embeds.
// One small module, no library: the choice lives in one first-party cookie (src/lib/consent.ts)
// and a tiny store tells every part when it changes. Without JavaScript the banner is a plain
// form posted to /api/consent/.
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
} from 'react'

import {
  CONSENT_COOKIE,
  DEFAULT_LIFETIME_DAYS,
  consentCategories,
  consentCookieString,
  consentFromChoice,
  normalizeConsent,
  parseConsent,
  readCookie,
  type ConsentCategory,
  type ConsentChoice,
} from '@/lib/consent'

import './consent.css'

const OPEN_EVENT = 'cookie-settings:open'

// ---------------------------------------------------------------------------------------------
// The store: the cookie, read once, then kept in step by saveConsent.

let consent: ConsentCategory[] | null | undefined
let lifetimeDays = DEFAULT_LIFETIME_DAYS
const listeners = new Set<() => void>()

/** The recorded choice; none while rendering on the server (the server passes what it saw). */
export const currentConsent = () => {
  if (typeof document === 'undefined') return null
  if (consent === undefined) consent = parseConsent(readCookie(document.cookie, CONSENT_COOKIE))
  return consent
}

/** Told whenever the visitor records a choice on this page (the measurement scripts listen). */
export const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function saveConsent(categories: Iterable<string>) {
  const next = normalizeConsent(categories)
  document.cookie = consentCookieString(next, lifetimeDays, window.location.protocol === 'https:')
  consent = next
  listeners.forEach((listener) => listener())
}

// ---------------------------------------------------------------------------------------------
// The banner.

export type ConsentTexts = {
  title: string
  text: string
  policyLink: string
  customize: string
  acceptAll: string
  necessaryOnly: string
  saveSelection: string
  alwaysOn: string
  categories: Record<ConsentCategory, { label: string; description: string }>
}

type BannerProps = {
  /** The server found no choice in the request's cookie (and this is no preview). */
  initialOpen: boolean
  lifetimeDays: number
  policyHref: string
  texts: ConsentTexts
}

export function ConsentBanner({ initialOpen, lifetimeDays: days, policyHref, texts }: BannerProps) {
  const [open, setOpen] = useState(initialOpen)
  const [requested, setRequested] = useState(0)
  const dialogRef = useRef<HTMLDivElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  const chosen = useSyncExternalStore(
    subscribe,
    () => currentConsent() !== null,
    () => !initialOpen,
  )

  useEffect(() => {
    lifetimeDays = days
  }, [days])

  // The footer's button (or any other) asks to reopen the banner with the categories shown.
  useEffect(() => {
    const onOpen = (event: Event) => {
      const opener = (event as CustomEvent<HTMLElement | null>).detail
      openerRef.current = opener ?? (document.activeElement as HTMLElement | null)
      setOpen(true)
      setRequested((count) => count + 1)
    }
    window.addEventListener(OPEN_EVENT, onOpen)
    return () => window.removeEventListener(OPEN_EVENT, onOpen)
  }, [])

  useEffect(() => {
    if (requested) dialogRef.current?.focus()
  }, [requested])

  // A choice made elsewhere (the button of a video) answers the first-visit banner too.
  if (!requested && (!open || chosen)) return null

  const close = () => {
    const hadFocus = dialogRef.current?.contains(document.activeElement) ?? false
    const opener = openerRef.current
    openerRef.current = null
    setOpen(false)
    setRequested(0)
    if (opener?.isConnected) opener.focus()
    else if (hadFocus) document.getElementById('content')?.focus()
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The button pressed says which choice; without one, nothing beyond the necessary.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const choice = (submitter?.value ?? 'necessary') as ConsentChoice
    const selected = new FormData(event.currentTarget).getAll('category').map(String)
    saveConsent(consentFromChoice(choice, selected))
    close()
  }

  // Escape closes a reopened banner unchanged; a first choice must be made with a button.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && currentConsent() !== null) {
      event.stopPropagation()
      close()
    }
  }

  const accepted = currentConsent()
  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby="cookie-consent-title"
      aria-describedby="cookie-consent-text"
      className="cookie-consent"
      data-first-visit={requested ? undefined : ''}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <form method="post" action="/api/consent/" onSubmit={onSubmit} className="container">
        <h2 id="cookie-consent-title" className="cookie-consent__title">
          {texts.title}
        </h2>
        <p id="cookie-consent-text">
          {texts.text} <a href={policyHref}>{texts.policyLink}</a>
        </p>
        <div className="cookie-consent__actions">
          <button type="submit" name="choice" value="necessary" className="button">
            {texts.necessaryOnly}
          </button>
          <button type="submit" name="choice" value="all" className="button">
            {texts.acceptAll}
          </button>
        </div>
        <details className="cookie-consent__details" open={requested > 0 || undefined}>
          <summary>{texts.customize}</summary>
          <fieldset>
            <legend className="visually-hidden">{texts.customize}</legend>
            {consentCategories.map((category) => {
              const { label, description } = texts.categories[category]
              const id = `cookie-consent-${category}`
              const necessary = category === 'necessary'
              return (
                <div key={category} className="cookie-consent__category">
                  <input
                    type="checkbox"
                    id={id}
                    name="category"
                    value={category}
                    defaultChecked={necessary || Boolean(accepted?.includes(category))}
                    disabled={necessary}
                    aria-describedby={`${id}-text`}
                  />
                  <label htmlFor={id}>
                    {label}
                    {necessary ? ` (${texts.alwaysOn})` : null}
                  </label>
                  <p id={`${id}-text`}>{description}</p>
                </div>
              )
            })}
          </fieldset>
          <button
            type="submit"
            name="choice"
            value="selection"
            className="button button--secondary"
          >
            {texts.saveSelection}
          </button>
        </details>
      </form>
    </div>
  )
}

/** Reopens the banner; focus returns here when it closes. */
export function CookieSettingsButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      className="link-button"
      aria-haspopup="dialog"
      onClick={(event) =>
        window.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: event.currentTarget }))
      }
    >
      {label}
    </button>
  )
}

// ---------------------------------------------------------------------------------------------
// Third-party embeds (videos, virtual tours): a placeholder until their category is accepted.

export type EmbedTexts = { notice: string; accept: string; external: string; newTab: string }

type EmbedProps = {
  category: ConsentCategory
  src: string
  title: string
  /** The provider's own page of the video or tour, for visitors who would rather go there. */
  externalUrl: string
  /** A preview page (consent counts as given); the visitor's choice is read in the browser. */
  initiallyAllowed: boolean
  preview: boolean
  texts: EmbedTexts
}

export function ConsentEmbed({
  category,
  src,
  title,
  externalUrl,
  initiallyAllowed,
  preview,
  texts,
}: EmbedProps) {
  const allowed = useSyncExternalStore(
    subscribe,
    () => preview || Boolean(currentConsent()?.includes(category)),
    () => initiallyAllowed,
  )
  const frameRef = useRef<HTMLIFrameElement>(null)
  const [focusFrame, setFocusFrame] = useState(false)

  useEffect(() => {
    if (allowed && focusFrame) frameRef.current?.focus()
  }, [allowed, focusFrame])

  if (allowed) {
    return (
      <iframe
        ref={frameRef}
        src={src}
        title={title}
        loading="lazy"
        allow="fullscreen; xr-spatial-tracking"
        allowFullScreen
      />
    )
  }
  return (
    <div className="consent-embed">
      <p>{texts.notice}</p>
      <p className="consent-embed__actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            setFocusFrame(true)
            saveConsent([...(currentConsent() ?? []), category])
          }}
        >
          {texts.accept}
        </button>
        <a href={externalUrl} target="_blank" rel="noopener noreferrer">
          {texts.external} <span className="visually-hidden">({texts.newTab})</span>
        </a>
      </p>
    </div>
  )
}
