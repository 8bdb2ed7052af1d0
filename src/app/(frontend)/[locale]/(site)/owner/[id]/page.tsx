// The owner portal's page of one property: views and their sources, the last 30 days, the funnel
// from view to offer, the documents the agency shares and the history. Another owner's (or no)
// property answers 404.
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Change } from '@/components/portal/Change'
import { PortalHeader } from '@/components/portal/PortalHeader'
import { Funnel, History, Sources, ViewTiles } from '@/components/portal/PropertyFigures'
import { SharedDocuments } from '@/components/portal/SharedDocuments'
import { ViewsChart } from '@/components/portal/ViewsChart'
import { localeTags, type Locale } from '@/i18n/locales'
import { placeName } from '@/lib/placeName'
import { listedPrice } from '@/lib/domain'
import { requireOwner } from '@/lib/portal/guard'
import {
  getOwnerDocuments,
  getOwnerProperty,
  getOwnerPropertyLinks,
  getPortalOwner,
} from '@/lib/portal/queries'
import { portalPath, portalPropertyPath } from '@/lib/portal/returnPath'

/** Rendered per request: what it shows depends on the visit (src/lib/rendering.ts). */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: Locale; id: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params
  const owner = await getPortalOwner()
  const property = owner ? await getOwnerProperty(owner.id, id, locale) : null
  const t = await getTranslations({ locale, namespace: 'Portal' })
  return {
    title: property ? t('property.metaTitle', { title: property.title }) : t('portal.title'),
    robots: { index: false, follow: false },
  }
}

export default async function OwnerPropertyPage({ params }: Props) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const owner = await requireOwner(locale, portalPropertyPath(locale, id))
  const [property, links, documents, t, tStatus] = await Promise.all([
    getOwnerProperty(owner.id, id, locale),
    getOwnerPropertyLinks(owner.id, locale),
    getOwnerDocuments(owner.id, id, locale),
    getTranslations({ locale, namespace: 'Portal' }),
    getTranslations({ locale, namespace: 'PropertyStatus' }),
  ])
  if (!property) notFound()
  const { stats } = property
  const since = new Intl.DateTimeFormat(localeTags[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${stats.listedSince}T00:00:00Z`))

  return (
    <>
      <PortalHeader locale={locale} name={owner.name} />
      <div className="container portal">
        <nav className="portal-selector" aria-label={t('property.select')}>
          <a className="portal-selector__all" href={portalPath(locale)}>
            <span aria-hidden="true">← </span>
            {t('property.back')}
          </a>
          {links.length > 1 && (
            <ul>
              {links.map((link) => (
                <li key={link.id}>
                  <a
                    href={portalPropertyPath(locale, link.id)}
                    aria-current={link.id === property.id ? 'page' : undefined}
                  >
                    {link.title}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </nav>

        <header className="portal-property__head">
          <div>
            <h1>{property.title}</h1>
            <p className="portal-card__meta">
              {[
                property.city ? placeName(property.city, property.countryId, locale) : null,
                property.reference
                  ? t('portal.reference', { reference: property.reference })
                  : null,
                t('property.listedSince', { date: since }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          </div>
          <div className="portal-property__facts">
            <span className={`portal-status portal-status--${property.status}`}>
              {tStatus(property.status)}
            </span>
            <span className="portal-card__price">
              {listedPrice(property, t('portal.priceOnRequest'))}
            </span>
            <span>
              {t('portal.daysOnMarket', { count: property.daysOnMarket, goal: property.goal })}
            </span>
          </div>
        </header>

        <section className="portal-section" aria-labelledby="views-title">
          <h2 id="views-title">{t('property.viewsTitle')}</h2>
          <ViewTiles locale={locale} stats={stats} />
          <p className="portal-section__note">
            {t('portal.views')} ({t('portal.last30')}):{' '}
            <Change locale={locale} current={stats.views.month} previous={stats.previous.views} />
          </p>
          <p className="portal-section__note">
            {t('appearancesInSearch.last30', { count: stats.appearances.month })}:{' '}
            <Change
              locale={locale}
              current={stats.appearances.month}
              previous={stats.appearances.previous}
            />
          </p>
        </section>

        <div className="portal-columns">
          <section className="portal-section" aria-labelledby="chart-title">
            <h2 id="chart-title">{t('property.chartTitle')}</h2>
            <ViewsChart locale={locale} days={stats.days} />
          </section>
          <div className="portal-columns__side">
            <section className="portal-section" aria-labelledby="sources-title">
              <h2 id="sources-title">{t('property.sourcesTitle')}</h2>
              <Sources locale={locale} stats={stats} />
            </section>
            <section className="portal-section" aria-labelledby="funnel-title">
              <h2 id="funnel-title">{t('property.funnelTitle')}</h2>
              <Funnel locale={locale} stats={stats} />
            </section>
          </div>
        </div>

        <section className="portal-section" aria-labelledby="documents-title">
          <h2 id="documents-title">{t('documents.title')}</h2>
          <p className="portal-section__intro">{t('documents.intro')}</p>
          <SharedDocuments locale={locale} documents={documents} />
        </section>

        <section className="portal-section" aria-labelledby="history-title">
          <h2 id="history-title">{t('property.historyTitle')}</h2>
          <History locale={locale} stats={stats} />
        </section>
      </div>
    </>
  )
}
