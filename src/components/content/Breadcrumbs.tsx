import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/origin'
import { breadcrumbList, jsonLdScript } from '@/lib/seo/jsonLd'

export type Crumb = { name: string; href: string }

/** The trail from the home page, visible and as BreadcrumbList structured data. */
export async function Breadcrumbs({ crumbs, locale }: { crumbs: Crumb[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'PropertyDetail' })
  const origin = await siteOrigin()
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdScript(
            breadcrumbList(crumbs.map((c) => ({ name: c.name, url: origin + c.href }))),
          ),
        }}
      />
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <ol>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <li key={crumb.href} aria-current="page">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.href}>
                <a href={crumb.href}>{crumb.name}</a>
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  )
}
