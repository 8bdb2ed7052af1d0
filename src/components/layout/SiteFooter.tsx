import { getTranslations } from 'next-intl/server'

import { CookieSettingsButton } from '@/components/consent/ConsentControls'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { formatPhone, telHref } from '@/lib/domain'
import { resolveMenu } from '@/lib/menu'
import { getNavigation } from '@/lib/data/navigation'
import { getSiteIdentity } from '@/lib/data/settings'

import { FooterNewsletter } from './FooterNewsletter'
import { LegalIdentity } from './LegalIdentity'
import { MenuLinkItem } from './MenuLinkItem'

import './chrome.css'

/**
 * The newsletter sign-up, the editors' footer menu, the agency's legal identity (which Belgian
 * law requires on an estate agent's site) and the legal pages with the cookie settings.
 */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, identity, navigation] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getSiteIdentity(),
    getNavigation(locale),
  ])
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
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <FooterNewsletter locale={locale} />
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
          {identity.phone && <a href={telHref(identity.phone)}>{formatPhone(identity.phone)}</a>}
          {identity.email && <a href={`mailto:${identity.email}`}>{identity.email}</a>}
        </address>
      </div>
      <LegalIdentity locale={locale} />
      <div className="container site-footer__bottom">
        <nav aria-label={t('legalNavigation')}>
          <ul className="site-footer__legal">
            {legal.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
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
