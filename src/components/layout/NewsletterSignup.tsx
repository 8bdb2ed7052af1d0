'use client'
// The footer's newsletter box: every page carries it, few visitors sign up. So the first load
// has only this button; the form, with its texts provider, react-hook-form, the schema and the
// captcha, is fetched when the visitor opens it.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'

import type { NewsletterIslandProps } from '@/components/forms/NewsletterIsland'
import { useHydrated } from '@/components/forms/useHydrated'

// React's own lazy, not next/dynamic: the form is only ever rendered in the browser (after the
// visitor opens it), and next/dynamic's loader came as a chunk of its own in every page's first
// load.
const NewsletterIsland = lazy(() => import('@/components/forms/NewsletterIsland'))

export function NewsletterSignup({
  openLabel,
  children,
  ...formProps
}: NewsletterIslandProps & {
  openLabel: string
  /** The plain form the server renders, posted by the browser itself without JavaScript. */
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const regionRef = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()

  // Once the form is there, the visitor continues in its e-mail field.
  useEffect(() => {
    if (!open) return
    const region = regionRef.current
    if (!region) return
    const focusField = () => {
      const input = region.querySelector<HTMLInputElement>('#newsletter-email')
      if (!input) return false
      input.focus()
      return true
    }
    if (focusField()) return
    const observer = new MutationObserver(() => focusField() && observer.disconnect())
    observer.observe(region, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [open])

  // Without JavaScript the button cannot open the form: the server's HTML carries a plain form
  // that the browser posts itself (docs/decisions/0012).
  if (!hydrated) return children

  return (
    <>
      {open ? null : (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {openLabel}
        </button>
      )}
      <div id="newsletter-signup" ref={regionRef}>
        {open ? (
          <Suspense fallback={null}>
            <NewsletterIsland {...formProps} />
          </Suspense>
        ) : null}
      </div>
    </>
  )
}
