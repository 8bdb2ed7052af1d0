import { getTranslations } from 'next-intl/server'

import { ThirdPartyEmbed } from '@/components/consent/ThirdPartyEmbed'
import { FavouriteButton } from '@/components/favourites/FavouriteButton'
import { LocationMapSection } from '@/components/map/LocationMapSection'
import { TrackEvents } from '@/components/measurement/Measurement'
import type { Locale } from '@/i18n/locales'
import { Link, getPathname } from '@/i18n/navigation'
import {
  epcImagePath,
  epcImageSize,
  formatFieldValue,
  formatPrice,
  parseVideoUrl,
  regionForPostcode,
} from '@/lib/domain'
import { isPropertyClosed } from '@/lib/forms/propertyRequests'
import { printEvent, viewItemEvent } from '@/lib/measurement/events'
import { siteOrigin } from '@/lib/origin'
import { placeName } from '@/lib/placeName'
import { fieldWords, labelledFieldGroups } from '@/lib/property/fieldGroups'
import { propertyMentions } from '@/lib/property/mentions'
import { toImage } from '@/lib/images'
import type { PropertyDetail as Detail } from '@/lib/data/properties'
import { breadcrumbList, jsonLdScript, realEstateListing } from '@/lib/seo/jsonLd'
import { LIST_NAME_KEYS, listRouteOf } from '@/lib/site/goals'
import { propertyPath } from '@/lib/site/paths'
import type { Document, Media } from '@/payload-types'

import { Gallery } from './Gallery'
import styles from './PropertyDetail.module.css'
import { PrintButton } from './PrintButton'
import { AgentContactCard, managerOf, telHref } from './AgentContactCard'
import { CostPanel } from './CostPanel'
import { PropertyFormLinks, VisitLink } from './PropertyFormLinks'
import { PropertyMentions } from './PropertyMentions'
import { PropertyTypeLabel } from './PropertyTypeLabel'
import { ShareLinks } from './ShareLinks'
import { SimilarProperties } from './SimilarProperties'
import { ViewBeacon } from '../portal/ViewBeacon'

const mobiscoreKeys = [
  'publicTransport',
  'education',
  'shops',
  'leisure',
  'health',
  'environment',
  'nearby',
] as const

const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)

export async function PropertyDetail({ property, locale }: { property: Detail; locale: Locale }) {
  const [t, tFields, tValues, tCard, tLayout, tStatus, tTypes, tFavourites] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyDetail' }),
    getTranslations({ locale, namespace: 'PropertyFields' }),
    getTranslations({ locale, namespace: 'PropertyValues' }),
    getTranslations({ locale, namespace: 'PropertyCard' }),
    getTranslations({ locale, namespace: 'Layout' }),
    getTranslations({ locale, namespace: 'PropertyStatus' }),
    getTranslations({ locale, namespace: 'PropertyTypes' }),
    getTranslations({ locale, namespace: 'Favourites' }),
  ])
  const listHref = listRouteOf(property.goal)
  const url = (await siteOrigin()) + propertyPath(locale, property)
  const images = (property.images ?? []).filter(
    (image): image is Media => typeof image === 'object',
  )
  const gallery = images.map((image) => ({
    full: toImage(image, 'gallery')!,
    thumb: toImage(image, 'card')!,
  }))
  const region =
    property.region ?? (property.countryId === 50 ? 'luxembourg' : regionForPostcode(property.zip))
  const epc = property.epc?.label ?? null
  const manager = managerOf(property.manager)
  const video = property.videoUrl ? parseVideoUrl(property.videoUrl) : null
  const tour = property.virtualTourUrl ? parseVideoUrl(property.virtualTourUrl) : null
  const closed = isPropertyClosed(property)
  const price =
    property.price === null || property.price === undefined
      ? tCard('priceOnRequest')
      : formatPrice(property.price, {
          unit: property.priceUnit ?? undefined,
          unitText: property.priceUnitText ?? undefined,
        })
  // The domain's address rule: street, number, box ("bus", "bte", …), postcode and town (with
  // its country outside Belgium).
  const place = placeName(property.city, property.countryId, locale)
  const address = property.publishAddress
    ? (formatFieldValue(
        {
          street: property.street,
          houseNumber: property.houseNumber,
          boxNr: property.boxNumber,
          zip: property.zip,
          city: place,
        },
        'address',
        locale,
      ) ?? `${property.zip} ${place}`)
    : `${property.zip} ${place}`
  const origin = await siteOrigin()
  const structuredData = [
    realEstateListing({
      name: property.title,
      url,
      description: property.description,
      image: gallery[0] ? origin + gallery[0].full.url : null,
      datePosted: property.createdAt,
      price: property.price,
      goal: property.goal,
      available: !closed,
      address: {
        zip: property.zip,
        city: property.city,
        street: property.publishAddress ? property.street : null,
        country: property.countryId === 50 ? 'LU' : 'BE',
      },
    }),
    breadcrumbList([
      { name: tLayout('home'), url: origin + getPathname({ locale, href: '/' }) },
      {
        name: tLayout(LIST_NAME_KEYS[property.goal]),
        url: origin + getPathname({ locale, href: listHref }),
      },
      { name: property.title, url },
    ]),
  ]

  const mentions = propertyMentions(
    property as unknown as Parameters<typeof propertyMentions>[0],
    locale,
    new Date().toISOString().slice(0, 10),
  )
  const groups = labelledFieldGroups(
    property as unknown as Record<string, unknown>,
    locale,
    fieldWords({ fields: tFields, values: tValues, types: tTypes }),
  )
    // A mandatory mention is shown once, in its own section.
    .map((group) => ({
      ...group,
      rows: group.rows.filter((row) => !mentions?.replaces.includes(row.key)),
    }))
    .filter((group) => group.rows.length > 0)
  const facts: { key: string; label: string; value: React.ReactNode }[] = [
    {
      key: 'price',
      label: t(property.goal === 'rent' ? 'factRent' : 'factPrice'),
      value: price,
    },
    ...(property.propertyType
      ? [
          {
            key: 'type',
            label: tFields('propertyType'),
            value: <PropertyTypeLabel type={property.propertyType} locale={locale} />,
          },
        ]
      : []),
    ...(property.rooms?.bedrooms
      ? [{ key: 'bedrooms', label: tFields('bedrooms'), value: String(property.rooms.bedrooms) }]
      : []),
    ...(property.surfaces?.living
      ? [
          {
            key: 'living',
            label: tFields('livingArea'),
            value: `${formatFieldValue(property.surfaces.living, 'number', locale)} m²`,
          },
        ]
      : []),
    ...(property.surfaces?.ground
      ? [
          {
            key: 'ground',
            label: tFields('groundArea'),
            value: `${formatFieldValue(property.surfaces.ground, 'number', locale)} m²`,
          },
        ]
      : []),
    ...(epc ? [{ key: 'epc', label: t('factEpc'), value: epc }] : []),
  ]
  const phone = manager?.phone ?? null
  const documents = (property.documents ?? []).filter(
    (doc): doc is Document => typeof doc === 'object' && doc !== null && Boolean(doc.url),
  )
  const formProperty = { id: String(property.id), goal: property.goal, status: property.status }

  return (
    <article className={`container ${styles.page}`}>
      <ViewBeacon propertyId={property.id} />
      <TrackEvents
        events={[
          viewItemEvent({
            type: 'property',
            id: property.id,
            goal: property.goal,
            price: property.price,
            postcode: property.zip,
          }),
        ]}
        print={printEvent({ type: 'property', id: property.id })}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(structuredData) }}
      />
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link href="/">{tLayout('home')}</Link>
          </li>
          <li>
            <Link href={listHref}>{tLayout(LIST_NAME_KEYS[property.goal])}</Link>
          </li>
          <li aria-current="page">{property.title}</li>
        </ol>
      </nav>

      {gallery.length > 0 && (
        <Gallery
          images={gallery}
          label={t('gallery')}
          photoLabel={t.raw('photo') as string}
          controls={{
            previous: t('previousPhoto'),
            next: t('nextPhoto'),
            close: t('closeGallery'),
          }}
          ribbon={property.marquee}
        />
      )}

      <div className={styles.layout}>
        <div className={styles.content}>
          <header className={styles.header}>
            <div className={styles.titleRow}>
              <h1>{property.title}</h1>
              <FavouriteButton
                id={property.id}
                label={tFavourites('button')}
                className="favourite-button favourite-button--inline"
              />
            </div>
            <p className={styles.address}>{address}</p>
            {!gallery.length && property.marquee && (
              <p className={styles.ribbon}>{property.marquee}</p>
            )}
            {property.status && property.status !== 'available' && (
              <p className={`status-message status-message--${property.status}`} role="status">
                {t(
                  `${property.status === 'option' ? 'option' : property.status}Message` as 'soldMessage',
                )}
              </p>
            )}
          </header>

          <section aria-labelledby="key-facts" className={styles.facts}>
            <h2 id="key-facts" className="visually-hidden">
              {t('keyFacts')}
            </h2>
            <dl>
              {facts.map((fact) => (
                <div
                  key={fact.key}
                  className={
                    fact.key === 'price'
                      ? closed
                        ? `${styles.fact} ${styles.price} ${styles.closed}`
                        : `${styles.fact} ${styles.price}`
                      : styles.fact
                  }
                >
                  <dt>{fact.label}</dt>
                  <dd>
                    {fact.key === 'epc' ? (
                      <span className={styles.epcBadge}>{fact.value}</span>
                    ) : (
                      fact.value
                    )}
                  </dd>
                </div>
              ))}
              <div className={styles.fact}>
                <dt>{t('factStatus')}</dt>
                <dd>{tStatus(property.status ?? 'available')}</dd>
              </div>
            </dl>
          </section>

          {property.description && (
            <section aria-labelledby="description" className={styles.section}>
              <h2 id="description">{t('description')}</h2>
              {paragraphs(property.description).map((text, index) => (
                <p key={index}>{text}</p>
              ))}
            </section>
          )}

          {/* What buying would cost, while it can still be bought. */}
          {property.goal === 'sale' &&
            !closed &&
            typeof property.price === 'number' &&
            property.price > 0 &&
            region && (
              <CostPanel
                locale={locale}
                price={property.price}
                region={region}
                newBuild={
                  property.finance?.vatRegime
                    ? {
                        vatRate: property.finance.vatRate ?? null,
                        landPart: property.finance.groundPart ?? null,
                      }
                    : null
                }
              />
            )}

          {(epc || property.epc?.value) && region && (
            <section aria-labelledby="energy" className={styles.section}>
              <h2 id="energy">{t('energy')}</h2>
              {epc && (
                // eslint-disable-next-line @next/next/no-img-element -- a small static SVG, no optimisation needed
                <img
                  src={epcImagePath(region, epc)}
                  alt={t('epcImageAlt', { label: epc, region: t(`regionName_${region}`) })}
                  // Its own size: the space is kept, nothing below moves when it arrives.
                  {...epcImageSize(region)}
                  // Below the first screen: without it React preloads it in the head, beside
                  // the gallery's first photo (the page's largest paint).
                  loading="lazy"
                  className={styles.epcImage}
                />
              )}
              {typeof property.epc?.value === 'number' && (
                <p>{t('epcValue', { value: property.epc.value })}</p>
              )}
            </section>
          )}

          {mentions && <PropertyMentions mentions={mentions} locale={locale} />}

          {groups.map((group) => (
            <section
              key={group.key}
              aria-labelledby={`group-${group.key}`}
              className={styles.section}
            >
              <h2 id={`group-${group.key}`}>{group.title}</h2>
              <dl className={styles.fields}>
                {group.rows.map((row) => (
                  <div key={row.key} className={row.long ? styles.long : undefined}>
                    <dt>{row.label}</dt>
                    <dd>
                      {row.long
                        ? paragraphs(row.value).map((text, index) => <p key={index}>{text}</p>)
                        : row.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}

          {property.mobiscore &&
            mobiscoreKeys.some((key) => typeof property.mobiscore?.[key] === 'number') && (
              <section aria-labelledby="mobiscore" className={styles.section}>
                <h2 id="mobiscore">{t('mobiscore')}</h2>
                <dl className={styles.fields}>
                  {mobiscoreKeys.map((key) =>
                    typeof property.mobiscore?.[key] === 'number' ? (
                      <div key={key}>
                        <dt>{t(`mobiscore_${key}`)}</dt>
                        <dd>
                          <meter
                            min={0}
                            max={10}
                            value={property.mobiscore[key]!}
                            aria-hidden="true"
                          />{' '}
                          {t('mobiscoreValue', { score: property.mobiscore[key]! })}
                        </dd>
                      </div>
                    ) : null,
                  )}
                </dl>
              </section>
            )}

          {(video || tour) && (
            <section aria-labelledby="media" className={`${styles.section} ${styles.media}`}>
              <h2 id="media">{video ? t('video') : t('virtualTour')}</h2>
              {[video, tour]
                .filter(Boolean)
                .map((ref) =>
                  ref!.provider === 'file' ? (
                    <video key={ref!.url} src={ref!.url} controls preload="none" />
                  ) : (
                    <ThirdPartyEmbed
                      key={ref!.embedUrl}
                      video={ref!}
                      title={ref === video ? t('video') : t('virtualTour')}
                      locale={locale}
                    />
                  ),
                )}
            </section>
          )}

          {documents.length > 0 && (
            <section aria-labelledby="documents" className={styles.section}>
              <h2 id="documents">{t('documents')}</h2>
              <ul>
                {documents.map((doc) => (
                  <li key={doc.id}>
                    <a href={doc.url!}>{doc.title}</a>
                  </li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="location" className={styles.section}>
            <h2 id="location">{t('location')}</h2>
            <p>{address}</p>
            <LocationMapSection
              locale={locale}
              latitude={property.latitude}
              longitude={property.longitude}
              publishAddress={property.publishAddress}
            />
          </section>
        </div>

        <AgentContactCard
          manager={manager}
          locale={locale}
          actions={<PropertyFormLinks property={formProperty} locale={locale} />}
          share={
            <>
              <PrintButton label={t('print')} />
              <ShareLinks url={url} title={property.title} locale={locale} />
            </>
          }
        />
      </div>

      {/* No Suspense boundary: React would stream this section into a hidden element that only
          JavaScript reveals, and the cached page would keep it hidden for visitors without. */}
      <SimilarProperties property={property} locale={locale} />

      <p>
        <Link href={listHref}>{t('backToList')}</Link>
      </p>

      {/* Phones and tablets: the visit (and a call) always within reach, without JavaScript; a
          sold or rented property keeps the call only. */}
      {(phone || !closed) && (
        <div className={styles.bottomBar}>
          <VisitLink property={formProperty} locale={locale} />
          {phone && (
            <a className={closed ? 'button' : 'button button--secondary'} href={telHref(phone)}>
              {t('call')}
            </a>
          )}
        </div>
      )}
    </article>
  )
}
