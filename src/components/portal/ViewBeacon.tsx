'use client'
// Counts a view of a property or project page for its owner's statistics (POST /api/views):
// sent once the page is visible, cookie-less and first-party, so it needs no consent
// (decisions.md 8). Only the referrer's host class and utm_medium matter to the server.
import { useEffect } from 'react'

type Props = { propertyId: number } | { projectId: number }

export function ViewBeacon(props: Props) {
  const id = 'propertyId' in props ? props.propertyId : props.projectId
  const key = 'propertyId' in props ? 'propertyId' : 'projectId'
  useEffect(() => {
    let sent = false
    const send = () => {
      if (sent || document.visibilityState !== 'visible') return
      sent = true
      const medium = new URLSearchParams(window.location.search).get('utm_medium')
      const body = JSON.stringify({ [key]: id, referrer: document.referrer || undefined, medium })
      const blob = new Blob([body], { type: 'application/json' })
      if (navigator.sendBeacon?.('/api/views', blob)) return
      fetch('/api/views', {
        method: 'POST',
        body,
        headers: { 'Content-Type': 'application/json' },
        keepalive: true,
        credentials: 'omit',
      }).catch(() => undefined)
    }
    send()
    document.addEventListener('visibilitychange', send)
    return () => document.removeEventListener('visibilitychange', send)
  }, [id, key])
  return null
}
