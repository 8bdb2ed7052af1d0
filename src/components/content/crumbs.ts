// The usual first crumbs of a page's trail: the home page and the lists of the site.
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getPathname, type Href } from '@/i18n/navigation'

import type { Crumb } from './Breadcrumbs'

/** Home, then each fixed page given with the Content catalogue key of its name. */
export async function trail(
  locale: Locale,
  ...pages: { href: Href; titleKey: 'qa' | 'testimonials' | 'news' | 'services' }[]
): Promise<Crumb[]> {
  const [layout, content] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getTranslations({ locale, namespace: 'Content' }),
  ])
  return [
    { name: layout('home'), href: getPathname({ locale, href: '/' }) },
    ...pages.map((page) => ({
      name: content(page.titleKey),
      href: getPathname({ locale, href: page.href }),
    })),
  ]
}
