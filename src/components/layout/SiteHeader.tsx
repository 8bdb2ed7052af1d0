import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { resolveMenu, type MenuLink } from '@/lib/menu'
import { getNavigation } from '@/lib/data/navigation'
import { getBrand, getSiteIdentity } from '@/lib/data/settings'

import { MenuDisclosure } from './MenuDisclosure'
import { MenuLinkItem } from './MenuLinkItem'

import './chrome.css'

/**
 * The brand, the editors' header menu (the fixed lists until they compose one) and the
 * language switcher, which the layout passes in (its `@languages` slot knows the page).
 */
export async function SiteHeader({
  locale,
  languageSwitcher,
}: {
  locale: Locale
  languageSwitcher: ReactNode
}) {
  const [t, identity, navigation, brand] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getSiteIdentity(),
    getNavigation(locale),
    getBrand(),
  ])
  const fixed = (label: string, href: '/' | '/for-sale' | '/for-rent' | '/new-builds') => ({
    label,
    href: getPathname({ locale, href }),
    external: false,
    newTab: false,
  })
  const editors = resolveMenu(navigation.header, locale)
  const menu: MenuLink[] = editors.length
    ? editors
    : [
        fixed(t('home'), '/'),
        fixed(t('forSale'), '/for-sale'),
        fixed(t('forRent'), '/for-rent'),
        fixed(t('newBuilds'), '/new-builds'),
      ]
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a href={getPathname({ locale, href: '/' })} className="site-header__brand">
          {brand.logo ? (
            // The logo as uploaded (SVG or bitmap), its height fixed by the header.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={brand.logo.url}
              alt=""
              width={brand.logo.width}
              height={brand.logo.height}
              className="site-header__logo"
            />
          ) : null}
          <span>{identity.agencyName}</span>
        </a>
        <MenuDisclosure label={t('menu')} panelId="site-menu">
          <nav aria-label={t('mainNavigation')}>
            <ul className="site-nav">
              {menu.map((link) => (
                <li key={`${link.href}|${link.label}`}>
                  <MenuLinkItem link={link} locale={locale} />
                </li>
              ))}
            </ul>
          </nav>
          {languageSwitcher}
        </MenuDisclosure>
      </div>
    </header>
  )
}
