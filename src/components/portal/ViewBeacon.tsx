'use client'
// Counts a view of a property or project page for its owner's statistics (POST /api/views):
// sent once the page is visible, cookie-less and first-party, so it needs no consent
// (decisions.md 8). Only the referrer's host class and utm_medium matter to the server.
import { useEffect } from 'react'

import { sendWhenVisible } from './sendWhenVisible'

type Props = { propertyId: number } | { projectId: number }

export function ViewBeacon(props: Props) {
  const id = 'propertyId' in props ? props.propertyId : props.projectId
  const key = 'propertyId' in props ? 'propertyId' : 'projectId'
  useEffect(
    () =>
      sendWhenVisible('/api/views', () => {
        const medium = new URLSearchParams(window.location.search).get('utm_medium')
        return JSON.stringify({ [key]: id, referrer: document.referrer || undefined, medium })
      }),
    [id, key],
  )
  return null
}
