// The footer's newsletter sign-up: a plain form that works without JavaScript, which the
// browser replaces with the client form (and its texts) only when the visitor opens it.
import { getMessages, getTranslations } from 'next-intl/server'

import { newsletterMessagePaths } from '@/components/forms/newsletterMessages'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { pickMessages } from '@/i18n/pickMessages'
import { signStartedAt } from '@/lib/forms/antispam'

import { NewsletterSignup } from './NewsletterSignup'

export async function FooterNewsletter({ locale }: { locale: Locale }) {
  const [t, tForms, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getTranslations({ locale, namespace: 'Forms.ui' }),
    getMessages({ locale }),
  ])
  const newsletter = {
    locale,
    startedAt: signStartedAt(),
    labels: {
      email: t('newsletterEmail'),
      submit: t('newsletterSubmit'),
      sending: tForms('sending'),
    },
  }
  return (
    <section aria-labelledby="footer-newsletter" className="site-footer__newsletter">
      <h2 id="footer-newsletter">{t('newsletterTitle')}</h2>
      <p>{t('newsletterText')}</p>
      {/* The browser gets only the texts the form uses (not the whole Forms catalogue),
          and the form itself only when the visitor opens it. */}
      <NewsletterSignup
        openLabel={t('newsletterOpen')}
        messages={pickMessages(messages, newsletterMessagePaths)}
        {...newsletter}
      >
        <form className="form" method="post" action="/api/forms/newsletter/">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="startedAt" value={newsletter.startedAt} />
          <div className="form-field">
            <label htmlFor="newsletter-email">{newsletter.labels.email}</label>
            <input id="newsletter-email" type="email" name="email" autoComplete="email" required />
          </div>
          <div className="form-honeypot" aria-hidden="true">
            <label htmlFor="hp-newsletter">{tForms('honeypotLabel')}</label>
            <input id="hp-newsletter" type="text" name="website" tabIndex={-1} autoComplete="off" />
          </div>
          <p className="form-privacy">
            {tForms.rich('privacy', {
              link: (chunks) => (
                <a href={getPathname({ locale, href: '/privacy-statement' })}>{chunks}</a>
              ),
            })}
          </p>
          <button type="submit" className="button">
            {newsletter.labels.submit}
          </button>
        </form>
      </NewsletterSignup>
    </section>
  )
}
