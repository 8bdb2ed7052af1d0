'use client'
// Counts that the properties of a result page were shown (POST /api/appearances), for their
// owners' statistics: one call per list page view, sent once the page is visible, cookie-less and
// first-party like ViewBeacon (decisions.md 8), so cached and static pages are counted too.
import { useEffect } from 'react'

export function AppearanceBeacon({ propertyIds }: { propertyIds: number[] }) {
  // A string, so a re-render with the same results sends nothing again.
  const ids = propertyIds.join(',')
  useEffect(() => {
    if (!ids) return
    let sent = false
    const send = () => {
      if (sent || document.visibilityState !== 'visible') return
      sent = true
      const body = JSON.stringify({ propertyIds: ids.split(',').map(Number) })
      const blob = new Blob([body], { type: 'application/json' })
      if (navigator.sendBeacon?.('/api/appearances', blob)) return
      fetch('/api/appearances', {
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
  }, [ids])
  return null
}
