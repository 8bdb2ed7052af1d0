'use client'
// The footer's newsletter box. The form (with its captcha) is fetched only when the visitor
// opens it: every page carries the footer, few visitors sign up.
import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import type { NewsletterFormProps } from '@/components/forms/NewsletterForm'
import { useHydrated } from '@/components/forms/useHydrated'
import { Link } from '@/i18n/navigation'

const NewsletterForm = dynamic(() => import('@/components/forms/NewsletterForm'), { ssr: false })

export function NewsletterSignup({
  openLabel,
  ...formProps
}: NewsletterFormProps & { openLabel: string }) {
  const [open, setOpen] = useState(false)
  const regionRef = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  const t = useTranslations('Forms.ui')

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
  if (!hydrated) {
    return (
      <form className="form" method="post" action="/api/forms/newsletter/">
        <input type="hidden" name="locale" value={formProps.locale} />
        <input type="hidden" name="startedAt" value={formProps.startedAt} />
        <div className="form-field">
          <label htmlFor="newsletter-email">{formProps.labels.email}</label>
          <input id="newsletter-email" type="email" name="email" autoComplete="email" required />
        </div>
        <div className="form-honeypot" aria-hidden="true">
          <label htmlFor="hp-newsletter">{t('honeypotLabel')}</label>
          <input id="hp-newsletter" type="text" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <p className="form-privacy">
          {t.rich('privacy', {
            link: (chunks) => <Link href="/privacy-statement">{chunks}</Link>,
          })}
        </p>
        <button type="submit" className="button">
          {formProps.labels.submit}
        </button>
      </form>
    )
  }

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
