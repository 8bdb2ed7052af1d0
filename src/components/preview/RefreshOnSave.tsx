'use client'
// In the admin's live preview the page sits in an iframe (or popup) of the admin. When the
// editor saves, the admin posts `payload-document-event`; the page then reloads its server data
// (router.refresh) and shows the new draft. The protocol of @payloadcms/live-preview-react's
// RefreshRouteOnSave, which this project does not depend on. Rendered in draft mode only.
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

export function RefreshOnSave() {
  const router = useRouter()

  useEffect(() => {
    const admin = window.opener ?? (window.parent !== window ? window.parent : null)
    if (!admin) return
    // The admin is this same app: only messages from its origin and window count.
    const adminOrigin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== adminOrigin || event.source !== admin) return
      if (event.data?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    // The admin posts nothing until the page says it listens.
    admin.postMessage({ type: 'payload-live-preview', ready: true }, adminOrigin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])

  return null
}
