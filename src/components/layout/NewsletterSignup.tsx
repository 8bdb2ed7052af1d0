'use client'
// The footer's newsletter box. The form (with its captcha) is fetched only when the visitor
// opens it: every page carries the footer, few visitors sign up.
import dynamic from 'next/dynamic'
import { useEffect, useRef, useState } from 'react'

import type { NewsletterFormProps } from '@/components/forms/NewsletterForm'

const NewsletterForm = dynamic(() => import('@/components/forms/NewsletterForm'), { ssr: false })

export function NewsletterSignup({
  openLabel,
  ...formProps
}: NewsletterFormProps & { openLabel: string }) {
  const [open, setOpen] = useState(false)
  const regionRef = useRef<HTMLDivElement>(null)

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

  return (
    <>
      {open ? null : (
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {openLabel}
        </button>
      )}
      <div id="newsletter-signup" ref={regionRef}>
        {open ? <NewsletterForm {...formProps} /> : null}
      </div>
    </>
  )
}
