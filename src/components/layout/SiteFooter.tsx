import NextLink from 'next/link'
import { getMessages, getTranslations } from 'next-intl/server'

import { CookieSettingsButton } from '@/components/consent/ConsentControls'
import { newsletterMessagePaths } from '@/components/forms/newsletterMessages'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { pickMessages } from '@/i18n/pickMessages'
import { formatPhone, licenceNumber } from '@/lib/domain'
import { signStartedAt } from '@/lib/forms/antispam'
import { resolveMenu } from '@/lib/menu'
import { getNavigation } from '@/lib/data/navigation'
import { getSiteIdentity } from '@/lib/data/settings'

import { MenuLinkItem } from './MenuLinkItem'
import { NewsletterSignup } from './NewsletterSignup'

import './chrome.css'

/**
 * The newsletter sign-up, the editors' footer menu, the agency's legal identity (which Belgian
 * law requires on an estate agent's site) and the legal pages with the cookie settings.
 */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, tForms, identity, navigation, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getTranslations({ locale, namespace: 'Forms.ui' }),
    getSiteIdentity(),
    getNavigation(locale),
    getMessages({ locale }),
  ])
  // The number alone, also where an older entry still carries "BIV" (the label writes it).
  const ipiNumber = licenceNumber(identity.ipiNumber)
  const legal = [
    { label: t('privacy'), href: getPathname({ locale, href: '/privacy-statement' }) },
    { label: t('disclaimer'), href: getPathname({ locale, href: '/disclaimer' }) },
    { label: t('cookiePolicy'), href: getPathname({ locale, href: '/cookie-policy' }) },
  ]
  // The legal pages have their place below; the editors' menu does not repeat them.
  const menu = resolveMenu(
    navigation.footer,
    locale,
    legal.map((link) => link.href),
  )
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
    <footer className="site-footer">
      <div className="container site-footer__grid">
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
                <input
                  id="newsletter-email"
                  type="email"
                  name="email"
                  autoComplete="email"
                  required
                />
              </div>
              <div className="form-honeypot" aria-hidden="true">
                <label htmlFor="hp-newsletter">{tForms('honeypotLabel')}</label>
                <input
                  id="hp-newsletter"
                  type="text"
                  name="website"
                  tabIndex={-1}
                  autoComplete="off"
                />
              </div>
              <p className="form-privacy">
                {tForms.rich('privacy', {
                  link: (chunks) => (
                    <NextLink href={getPathname({ locale, href: '/privacy-statement' })}>
                      {chunks}
                    </NextLink>
                  ),
                })}
              </p>
              <button type="submit" className="button">
                {newsletter.labels.submit}
              </button>
            </form>
          </NewsletterSignup>
        </section>
        {menu.length ? (
          <nav aria-label={t('footerNavigation')}>
            <ul className="site-footer__menu">
              {menu.map((link) => (
                <li key={`${link.href}|${link.label}`}>
                  <MenuLinkItem link={link} locale={locale} />
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <address aria-label={t('contactDetails')}>
          <strong>{identity.agencyName}</strong>
          {identity.street && <span>{identity.street}</span>}
          {(identity.zip || identity.city) && (
            <span>{[identity.zip, identity.city].filter(Boolean).join(' ')}</span>
          )}
          {identity.phone && (
            <a href={`tel:${identity.phone.replace(/[^\d+]/g, '')}`}>
              {formatPhone(identity.phone)}
            </a>
          )}
          {identity.email && <a href={`mailto:${identity.email}`}>{identity.email}</a>}
        </address>
      </div>
      {/* The mentions Belgian law asks of an estate agent's site (WER art. XII.6, BIV
          deontology art. 20): who the agency is, its company and VAT numbers, its licence, who
          supervises it, its professional liability insurer and the rules it follows. */}
      <section className="container site-footer__identity" aria-labelledby="footer-identity">
        <h2 id="footer-identity" className="visually-hidden">
          {t('legalIdentity')}
        </h2>
        <dl className="legal-identity">
          <div>
            <dt className="visually-hidden">{t('contactDetails')}</dt>
            <dd>
              {[
                identity.agencyName,
                identity.street,
                [identity.zip, identity.city].filter(Boolean).join(' '),
              ]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </div>
          {identity.companyNumber ? (
            <div>
              <dt>{t('companyNumber')}</dt>
              <dd>{identity.companyNumber}</dd>
            </div>
          ) : null}
          {identity.vatNumber ? (
            <div>
              <dt>{t('vatNumber')}</dt>
              <dd>{identity.vatNumber}</dd>
            </div>
          ) : null}
          {ipiNumber ? (
            <>
              <div>
                <dt>{t('licence')}</dt>
                <dd>{t('ipiNumber', { number: ipiNumber })}</dd>
              </div>
              <div>
                <dt>{t('supervisor')}</dt>
                <dd>{t('supervisorName')}</dd>
              </div>
            </>
          ) : null}
          {identity.insurer ? (
            <div>
              <dt>{t('insurance')}</dt>
              <dd>
                {identity.insurancePolicyNumber
                  ? t('insurancePolicy', {
                      insurer: identity.insurer,
                      policy: identity.insurancePolicyNumber,
                    })
                  : identity.insurer}
              </dd>
            </div>
          ) : null}
          {ipiNumber ? (
            <div>
              <dt>{t('deontology')}</dt>
              <dd>
                <a href={t('deontologyUrl')} rel="noopener">
                  {t('deontologyLink')}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
      <div className="container site-footer__bottom">
        <nav aria-label={t('legalNavigation')}>
          <ul className="site-footer__legal">
            {legal.map((link) => (
              <li key={link.href}>
                <NextLink href={link.href}>{link.label}</NextLink>
              </li>
            ))}
            <li>
              <CookieSettingsButton label={t('cookieSettings')} />
            </li>
          </ul>
        </nav>
        <p>{t('footerRights', { year: new Date().getFullYear(), agency: identity.agencyName })}</p>
      </div>
    </footer>
  )
}
