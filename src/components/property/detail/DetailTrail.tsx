// The top of a property or project page: its structured data (the page's own item, then its
// breadcrumbs) and the breadcrumb trail home › list › the page. Two siblings, not one fragment:
// the elements keep their places among the page's children (and so the ids React derives there).
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { Link, getPathname } from '@/i18n/navigation'
import { breadcrumbList, jsonLdScript, type JsonLd } from '@/lib/seo/jsonLd'
import type { ListRoute } from '@/lib/site/goals'

export type TrailList =
  | { href: ListRoute; nameKey: 'forSale' | 'forRent' }
  | { href: '/new-builds'; nameKey: 'newBuilds' }

/** The schema.org breadcrumbs of the page: home, its list, the page itself. */
export const trailStructuredData = async ({
  locale,
  list,
  title,
  origin,
  url,
}: {
  locale: Locale
  list: TrailList
  title: string
  origin: string
  url: string
}): Promise<JsonLd> => {
  const tLayout = await getTranslations({ locale, namespace: 'Layout' })
  return breadcrumbList([
    { name: tLayout('home'), url: origin + getPathname({ locale, href: '/' }) },
    { name: tLayout(list.nameKey), url: origin + getPathname({ locale, href: list.href }) },
    { name: title, url },
  ])
}

export function StructuredData({ data }: { data: JsonLd | JsonLd[] }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
  )
}

export async function DetailTrail({
  locale,
  list,
  title,
}: {
  locale: Locale
  list: TrailList
  title: string
}) {
  const [t, tLayout] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyDetail' }),
    getTranslations({ locale, namespace: 'Layout' }),
  ])
  return (
    <nav aria-label={t('breadcrumb')} className="breadcrumb">
      <ol>
        <li>
          <Link href="/">{tLayout('home')}</Link>
        </li>
        <li>
          <Link href={list.href}>{tLayout(list.nameKey)}</Link>
        </li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  )
}
