'use client'
// Counts that the properties of a result page were shown (POST /api/appearances), for their
// owners' statistics: one call per list page view, sent once the page is visible, cookie-less and
// first-party like ViewBeacon (decisions.md 8), so cached and static pages are counted too.
import { useEffect } from 'react'

import { sendWhenVisible } from './sendWhenVisible'

export function AppearanceBeacon({ propertyIds }: { propertyIds: number[] }) {
  // A string, so a re-render with the same results sends nothing again.
  const ids = propertyIds.join(',')
  useEffect(() => {
    if (!ids) return
    return sendWhenVisible('/api/appearances', () =>
      JSON.stringify({ propertyIds: ids.split(',').map(Number) }),
    )
  }, [ids])
  return null
}
