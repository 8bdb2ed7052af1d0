import { getTranslations } from 'next-intl/server'

import { TrackEvents } from '@/components/measurement/Measurement'
import { AppearanceBeacon } from '@/components/portal/AppearanceBeacon'
import { MapViewLoader } from '@/components/search/MapViewLoader'
import { Pagination } from '@/components/search/Pagination'
import { SearchFilters } from '@/components/search/SearchFilters'
import type { Locale } from '@/i18n/locales'
import { Link, getPathname } from '@/i18n/navigation'
import { saveSearchHref } from '@/lib/alerts/prefill'
import { buildMapPayload } from '@/lib/map/payload'
import { isSearch, searchEvent, viewItemListEvent } from '@/lib/measurement/events'
import {
  PROPERTIES_PER_PAGE,
  searchProperties,
  searchPropertiesForMap,
} from '@/lib/data/properties'
import { getMapTiles } from '@/lib/data/settings'
import { listRouteOf, type Goal } from '@/lib/site/goals'
import type { SearchArea } from '@/lib/search/area'
import { listQuery, parseListParams, type SearchParams } from '@/lib/search/listParams'
import { PROPERTY_TYPES } from '@/lib/site/propertyTypes'

import { PropertyCard, PropertyGrid } from './PropertyCard'
import styles from './PropertyListPage.module.css'

type Props = {
  goal: Goal
  locale: Locale
  searchParams: SearchParams
}

const PRIORITY_CARDS = 3

export async function PropertyListPage({ goal, locale, searchParams }: Props) {
  const params = parseListParams(searchParams)
  const pathname = listRouteOf(goal)
  const action = getPathname({ locale, href: pathname })
  const [t, tFilters, tAlerts, tArea, list] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyList' }),
    getTranslations({ locale, namespace: 'SearchFilters' }),
    getTranslations({ locale, namespace: 'Alerts.save' }),
    getTranslations({ locale, namespace: 'AreaSearch' }),
    params.view === 'map'
      ? searchPropertiesForMap(goal, locale, params)
      : searchProperties(goal, locale, params),
  ])
  const listName = goal === 'sale' ? 'for-sale' : 'for-rent'
  const viewHref = (view: 'list' | 'map') =>
    getPathname({ locale, href: { pathname, query: listQuery({ ...params, page: 1, view }) } })

  return (
    <div className="container">
      <h1>{t(goal === 'sale' ? 'forSaleTitle' : 'forRentTitle')}</h1>
      <TrackEvents
        events={[
          ...(isSearch(params)
            ? [searchEvent({ list: listName, params, results: list.totalDocs })]
            : []),
          viewItemListEvent({
            list: listName,
            ids: list.properties.map((property) => property.id),
            page: list.page,
            results: list.totalDocs,
            view: params.view,
          }),
        ]}
      />
      <SearchFilters locale={locale} action={action} params={params} types={PROPERTY_TYPES} />
      <nav className="view-switch" aria-label={tFilters('viewSwitch')}>
        <a href={viewHref('list')} aria-current={params.view === 'list' ? 'page' : undefined}>
          {tFilters('showList')}
        </a>
        <a href={viewHref('map')} aria-current={params.view === 'map' ? 'page' : undefined}>
          {tFilters('showMap')}
        </a>
      </nav>
      {params.area && (
        // A plain link: the area goes without the map and without JavaScript.
        <p className={styles.areaChip}>
          <span>{tArea('active')}</span>
          <a
            href={getPathname({
              locale,
              href: { pathname, query: listQuery({ ...params, area: undefined, page: 1 }) },
            })}
          >
            {tArea('clear')}
          </a>
        </p>
      )}
      {list.properties.length > 0 && (
        // The count and "save this search" share one row: the first result stays on a phone's
        // first screen. The hint under the link tells what saving does.
        <div className={styles.resultsBar}>
          <h2 className={styles.resultsHeading}>
            {t('resultsHeading', { count: list.totalDocs })}
          </h2>
          <p className={styles.saveSearch}>
            <Link
              href={saveSearchHref(goal, params)}
              className="button button--secondary"
              aria-describedby="save-search-hint"
            >
              {tAlerts('link')}
            </Link>
            <span id="save-search-hint" className={styles.saveSearchHint}>
              {tAlerts('hint')}
            </span>
          </p>
        </div>
      )}
      {list.properties.length === 0 ? (
        <>
          <p className="no-results" role="status">
            {t('noResults')}
          </p>
          {/* Nothing yet: the visitor is told first when something with these filters comes. */}
          <p className={styles.saveSearchEmpty}>
            <span>{t('keepMeInformed')}</span>
            <Link href={saveSearchHref(goal, params)} className="button">
              {tAlerts('link')}
            </Link>
          </p>
          {/* With an area, the map stays so that another one can be drawn. */}
          {params.view === 'map' && params.area && (
            <PropertyMap locale={locale} list={list} area={params.area} />
          )}
        </>
      ) : params.view === 'map' ? (
        <>
          {/* The map's list is in the page's sort order: its first page counts, as in the list view. */}
          <AppearanceBeacon
            propertyIds={list.properties.slice(0, PROPERTIES_PER_PAGE).map((p) => p.id)}
          />
          <PropertyMap locale={locale} list={list} area={params.area} />
        </>
      ) : (
        <>
          <AppearanceBeacon propertyIds={list.properties.map((property) => property.id)} />
          <PropertyGrid>
            {list.properties.map((property, index) => (
              <PropertyCard
                key={property.id}
                property={property}
                locale={locale}
                priority={index < PRIORITY_CARDS}
              />
            ))}
          </PropertyGrid>
          <Pagination
            locale={locale}
            pathname={pathname}
            query={listQuery(params)}
            page={list.page}
            totalPages={list.totalPages}
            totalDocs={list.totalDocs}
          />
        </>
      )}
    </div>
  )
}

/** The results on the map (view=map), with the result list beside it and what is left off. */
async function PropertyMap({
  locale,
  list,
  area,
}: {
  locale: Locale
  list: Awaited<ReturnType<typeof searchPropertiesForMap>>
  area?: SearchArea
}) {
  const [tMap, tArea, tCard, tStatus, tiles] = await Promise.all([
    getTranslations({ locale, namespace: 'Map' }),
    getTranslations({ locale, namespace: 'AreaSearch' }),
    getTranslations({ locale, namespace: 'PropertyCard' }),
    getTranslations({ locale, namespace: 'PropertyStatus' }),
    getMapTiles(),
  ])
  const payload = buildMapPayload({
    properties: list.properties,
    priceOnRequest: tCard('priceOnRequest'),
    messageInfo: { total: list.totalDocs },
  })
  const { withoutLocation, outsideArea, notLoaded } = payload.messageInfo
  const unplaced = withoutLocation + outsideArea
  return (
    <>
      <MapViewLoader
        payload={payload}
        locale={locale}
        tiles={tiles}
        listHeading={tMap('listHeading')}
        area={area}
        areaLabels={{
          legend: tArea('legend'),
          draw: tArea('draw'),
          drawHelp: tArea('drawHelp'),
          addCentre: tArea('addCentre'),
          undo: tArea('undo'),
          finish: tArea('finish'),
          cancel: tArea('cancel'),
          corners: tArea.raw('corners') as string,
          radius: tArea('radius'),
          radiusOption: tArea.raw('radiusOption') as string,
          searchNear: tArea('searchNear'),
        }}
        labels={{
          map: tMap('label'),
          cluster: tMap.raw('clusterLabel') as string,
          closePopup: tMap('closePopup'),
          zoomIn: tMap('zoomIn'),
          zoomOut: tMap('zoomOut'),
          unavailable: tMap('unavailable'),
          status: {
            option: tStatus('option'),
            sold: tStatus('sold'),
            rented: tStatus('rented'),
          },
        }}
      />
      {unplaced > 0 && (
        <p className="map-left-off">{tMap('withoutLocation', { count: unplaced })}</p>
      )}
      {notLoaded > 0 && <p className="map-left-off">{tMap('notLoaded', { count: notLoaded })}</p>}
    </>
  )
}
