import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { MenuLink } from '@/lib/menu'

/**
 * One link of a menu: a page of the site or an outside address. Every link of the public site is
 * a plain one, a full page load (decision 0040): the pages are prerendered and served from the
 * caches, and none carries a client-side router link. The owner portal needs it besides:
 * measurement scripts a public page may have loaded (docs/tracking.md) must not run there.
 */
export async function MenuLinkItem({ link, locale }: { link: MenuLink; locale: Locale }) {
  if (!link.external) return <a href={link.href}>{link.label}</a>
  if (!link.newTab) {
    return (
      <a href={link.href} rel="noopener">
        {link.label}
      </a>
    )
  }
  const t = await getTranslations({ locale, namespace: 'Blocks' })
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer">
      {link.label} <span className="visually-hidden">({t('opensInNewTab')})</span>
    </a>
  )
}
