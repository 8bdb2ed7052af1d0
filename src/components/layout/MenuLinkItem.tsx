import NextLink from 'next/link'
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { MenuLink } from '@/lib/menu'
import { isUnmeasuredPath } from '@/lib/measurement/ids'

/**
 * One link of a menu: a page of the site (client-side navigation) or an outside address. The
 * owner portal is entered by a full page load: measurement scripts a public page may have
 * loaded (docs/tracking.md) must not keep running there.
 */
export async function MenuLinkItem({ link, locale }: { link: MenuLink; locale: Locale }) {
  if (!link.external && isUnmeasuredPath(link.href)) return <a href={link.href}>{link.label}</a>
  if (!link.external) return <NextLink href={link.href}>{link.label}</NextLink>
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
