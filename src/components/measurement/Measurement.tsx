'use client'
// The agency's measurement in the browser (docs/tracking.md): the tag manager, Google Analytics
// and the Meta pixel load only after the visitor accepts their cookie category — at once when
// the choice is made on the page, and on every later page — and never on the owner portal nor on
// a page whose address or referrer carries a secret token (src/lib/measurement/location.ts).
// Pages hand their tracking events (built on the server, src/lib/measurement/events.ts) to
// <TrackEvents>; they reach `window.dataLayer` only with analytics consent. While the banner is
// unanswered they wait in memory (never stored, never sent); a refusal drops them.
// No library: the scripts are created here, trusted by the CSP through 'strict-dynamic'.
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { currentConsent, subscribe } from '@/components/consent/ConsentControls'
import type { ConsentCategory } from '@/lib/consent'
import { deletionCookieStrings, measurementCookiesToDelete } from '@/lib/measurement/cookies'
import { socialTrackingCall, type TrackingEvent } from '@/lib/measurement/events'
import { isUnmeasuredPath, type MeasurementIds } from '@/lib/measurement/ids'
import { isMeasurableLocation } from '@/lib/measurement/location'

type Command = (...args: unknown[]) => void
type MeasurementWindow = Window & { dataLayer?: unknown[]; gtag?: Command; fbq?: Command }
const w = () => window as MeasurementWindow

const MAX_PENDING = 20
let pending: TrackingEvent[] = []
/** 'open': no answer yet (or the page has not started measuring); 'ready': answered; 'off': a page never measured. */
let state: 'open' | 'ready' | 'off' = 'open'
let ids: MeasurementIds | null = null
const loaded = { google: false, pixel: false }

const accepted = (category: ConsentCategory) => Boolean(currentConsent()?.includes(category))

/** To the data layer (and gtag) with analytics consent; to the pixel with marketing consent. */
function deliver(event: TrackingEvent) {
  if (accepted('analytical') && loaded.google) {
    const { event: name, ...params } = event
    ;(w().dataLayer ??= []).push({ ...event })
    if (ids?.ga4Id) w().gtag?.('event', name, params)
  }
  const social = socialTrackingCall(event)
  if (social && accepted('marketing') && typeof w().fbq === 'function') w().fbq!('track', ...social)
}

/** Sends an event now, keeps it until the banner is answered, or drops it (docs/tracking.md). */
export function track(event: TrackingEvent) {
  if (state === 'ready') deliver(event)
  else if (state === 'open' && pending.length < MAX_PENDING) pending.push(event)
}

function addScript(src: string) {
  const script = document.createElement('script')
  script.async = true
  script.src = src
  // Tag manager tags may read the page's nonce from here; 'strict-dynamic' already trusts it.
  const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
  if (nonce) script.nonce = nonce
  document.head.appendChild(script)
}

const consentMode = () => ({
  analytics_storage: accepted('analytical') ? 'granted' : 'denied',
  ad_storage: accepted('marketing') ? 'granted' : 'denied',
  ad_user_data: accepted('marketing') ? 'granted' : 'denied',
  ad_personalization: accepted('marketing') ? 'granted' : 'denied',
})

function loadGoogle({ gtmId, ga4Id }: MeasurementIds) {
  if (loaded.google || (!gtmId && !ga4Id)) return
  loaded.google = true
  const dataLayer = (w().dataLayer ??= [])
  w().gtag ??= function gtag() {
    // gtag.js reads the arguments object itself, as in Google's snippet
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments)
  }
  w().gtag!('consent', 'default', consentMode())
  if (gtmId) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`)
  }
  if (ga4Id) {
    w().gtag!('js', new Date())
    w().gtag!('config', ga4Id)
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga4Id)}`)
  }
}

function loadPixel(pixelId: string) {
  if (loaded.pixel || w().fbq) return
  loaded.pixel = true
  // Meta's own stub: calls wait in `queue` until fbevents.js sets `callMethod`.
  type Fbq = Command & { callMethod?: Command; queue: unknown[][]; push: Command }
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args)
    else fbq.queue.push(args)
  } as Fbq
  Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: '2.0' })
  w().fbq = fbq
  ;(w() as MeasurementWindow & { _fbq?: Fbq })._fbq ??= fbq
  fbq('init', pixelId)
  fbq('track', 'PageView')
  addScript('https://connect.facebook.net/en_US/fbevents.js')
}

/** Deletes the measurement cookies of the categories the visitor does not (or no longer) accept. */
function deleteRefusedCookies() {
  const consent = currentConsent() ?? ['necessary']
  for (const name of measurementCookiesToDelete(document.cookie, consent))
    for (const assignment of deletionCookieStrings(name, window.location.hostname))
      document.cookie = assignment
}

function apply() {
  if (!ids) return
  const consent = currentConsent()
  if (consent === null) {
    state = 'open'
    return
  }
  deleteRefusedCookies()
  if (loaded.google) w().gtag?.('consent', 'update', consentMode())
  if (consent.includes('analytical')) loadGoogle(ids)
  if (consent.includes('marketing') && ids.metaPixelId) loadPixel(ids.metaPixelId)
  state = 'ready'
  const waiting = pending
  pending = []
  waiting.forEach(deliver)
}

/** In the layout of public pages when at least one id is set (nothing is rendered otherwise). */
export function MeasurementScripts(props: MeasurementIds) {
  const { gtmId, ga4Id, metaPixelId } = props
  const pathname = usePathname()
  useEffect(() => {
    // The owner portal and its login pages are never measured, even after a client navigation;
    // nor is a page whose address or referrer carries a secret (a mail link's token).
    if (
      isUnmeasuredPath(window.location.pathname) ||
      !isMeasurableLocation({ href: window.location.href, referrer: document.referrer })
    ) {
      ids = null
      state = 'off'
      pending = []
      return
    }
    ids = { gtmId, ga4Id, metaPixelId }
    apply()
    return subscribe(apply)
  }, [pathname, gtmId, ga4Id, metaPixelId])
  return null
}

/**
 * A page's tracking events, sent once when it is shown; `print` is sent each time the visitor
 * prints the page (its button or the browser's own command).
 */
export function TrackEvents({ events, print }: { events: TrackingEvent[]; print?: TrackingEvent }) {
  const sent = useRef<string | null>(null)
  const key = JSON.stringify(events)
  useEffect(() => {
    if (sent.current === key) return
    sent.current = key
    ;(JSON.parse(key) as TrackingEvent[]).forEach(track)
  }, [key])
  useEffect(() => {
    if (!print) return
    const onPrint = () => track(print)
    window.addEventListener('beforeprint', onPrint)
    return () => window.removeEventListener('beforeprint', onPrint)
  }, [print])
  return null
}
