import Image from 'next/image'
import { getTranslations } from 'next-intl/server'

import { ThirdPartyEmbed } from '@/components/consent/ThirdPartyEmbed'
import { LocationMapSection } from '@/components/map/LocationMapSection'
import { TrackEvents } from '@/components/measurement/Measurement'
import type { Locale } from '@/i18n/locales'
import { Link, getPathname } from '@/i18n/navigation'
import {
  epcImagePath,
  formatPhone,
  formatPrice,
  parseVideoUrl,
  regionForPostcode,
  renovationObligation,
} from '@/lib/domain'
import { printEvent, viewItemEvent } from '@/lib/measurement/events'
import { siteOrigin } from '@/lib/origin'
import { shownFieldGroups } from '@/lib/property/fieldGroups'
import {
  findSimilarProperties,
  toImage,
  type PropertyDetail as Detail,
} from '@/lib/queries/properties'
import { breadcrumbList, jsonLdScript, realEstateListing } from '@/lib/seo/jsonLd'
import { propertyPath } from '@/lib/urls'
import type { Media, Team } from '@/payload-types'

import { Gallery } from './Gallery'
import { PrintButton } from './PrintButton'
import { PropertyFormLinks } from './PropertyFormLinks'
import { PropertyCard, PropertyGrid } from './PropertyCard'
import { PropertyTypeLabel } from './PropertyTypeLabel'
import { ShareLinks } from './ShareLinks'
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
  const [t, tFields, tValues, tCard, tLayout, tStatus] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyDetail' }),
    getTranslations({ locale, namespace: 'PropertyFields' }),
    getTranslations({ locale, namespace: 'PropertyValues' }),
    getTranslations({ locale, namespace: 'PropertyCard' }),
    getTranslations({ locale, namespace: 'Layout' }),
    getTranslations({ locale, namespace: 'PropertyStatus' }),
  ])
  const listHref = property.goal === 'rent' ? '/for-rent' : '/for-sale'
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
  const renovation =
    epc && region && property.goal === 'sale'
      ? renovationObligation({ label: epc, region, purchaseYear: new Date().getFullYear() })
      : null
  const manager = typeof property.manager === 'object' ? (property.manager as Team | null) : null
  const managerPhoto = manager ? toImage(manager.photo, 'card') : null
  const video = property.videoUrl ? parseVideoUrl(property.videoUrl) : null
  const tour = property.virtualTourUrl ? parseVideoUrl(property.virtualTourUrl) : null
  const groups = shownFieldGroups(property as unknown as Record<string, unknown>, locale)
  const similar = await findSimilarProperties(property, locale)
  const closed = property.status === 'sold' || property.status === 'rented'
  const price =
    property.price === null || property.price === undefined
      ? tCard('priceOnRequest')
      : formatPrice(property.price, {
          unit: property.priceUnit ?? undefined,
          unitText: property.priceUnitText ?? undefined,
        })
  const address = property.publishAddress
    ? `${[property.street, property.houseNumber].filter(Boolean).join(' ')}, ${property.zip} ${property.city}`
    : `${property.zip} ${property.city}`
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
        name: tLayout(property.goal === 'rent' ? 'forRent' : 'forSale'),
        url: origin + getPathname({ locale, href: listHref }),
      },
      { name: property.title, url },
    ]),
  ]

  return (
    <article className="container property-detail">
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
            <Link href={listHref}>{tLayout(property.goal === 'rent' ? 'forRent' : 'forSale')}</Link>
          </li>
          <li aria-current="page">{property.title}</li>
        </ol>
      </nav>

      <header className="property-detail__header">
        <h1>{property.title}</h1>
        <p className="property-detail__address">{address}</p>
        <p
          className={
            closed
              ? 'property-detail__price property-card__price--closed'
              : 'property-detail__price'
          }
        >
          {price}
        </p>
        {property.status && property.status !== 'available' && (
          <p className={`status-message status-message--${property.status}`} role="status">
            {t(
              `${property.status === 'option' ? 'option' : property.status}Message` as 'soldMessage',
            )}
          </p>
        )}
      </header>

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
        />
      )}

      <section aria-labelledby="key-facts" className="key-facts">
        <h2 id="key-facts">{t('keyFacts')}</h2>
        <ul>
          {property.propertyType && (
            <li>
              <PropertyTypeLabel type={property.propertyType} locale={locale} />
            </li>
          )}
          <li>{tStatus(property.status ?? 'available')}</li>
          {!!property.rooms?.bedrooms && (
            <li>{tCard('bedrooms', { count: property.rooms.bedrooms })}</li>
          )}
          {!!property.surfaces?.living && (
            <li>{tCard('livingArea', { area: property.surfaces.living })}</li>
          )}
          {epc && <li>{tCard('epc', { label: epc })}</li>}
        </ul>
      </section>

      {property.description && (
        <section aria-labelledby="description" className="property-detail__description">
          <h2 id="description">{t('description')}</h2>
          {paragraphs(property.description).map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </section>
      )}

      {(epc || property.epc?.value) && region && (
        <section aria-labelledby="energy" className="energy">
          <h2 id="energy">{t('energy')}</h2>
          {epc && (
            // eslint-disable-next-line @next/next/no-img-element -- a small static SVG, no optimisation needed
            <img
              src={epcImagePath(region, epc)}
              alt={t('epcImageAlt', { label: epc, region: t(`regionName_${region}`) })}
              width={240}
              height={120}
              className="energy__label"
            />
          )}
          {typeof property.epc?.value === 'number' && (
            <p>{t('epcValue', { value: property.epc.value })}</p>
          )}
          {renovation?.applies && (
            <p className="notice">
              {t('renovationNotice', { years: renovation.years, target: renovation.targetLabel })}
            </p>
          )}
        </section>
      )}

      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`group-${group.key}`} className="field-group">
          <h2 id={`group-${group.key}`}>{tFields(`group_${group.key}` as 'group_general')}</h2>
          <dl>
            {group.fields.map((field) => (
              <div key={field.key}>
                <dt>{tFields(field.key as 'reference')}</dt>
                <dd>
                  {'value' in field ? (
                    field.value
                  ) : 'yes' in field ? (
                    tFields('yes')
                  ) : field.key === 'propertyType' ? (
                    <PropertyTypeLabel type={field.option} locale={locale} />
                  ) : tValues.has(field.option) ? (
                    tValues(field.option as 'yes')
                  ) : (
                    field.option
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}

      {property.mobiscore &&
        mobiscoreKeys.some((key) => typeof property.mobiscore?.[key] === 'number') && (
          <section aria-labelledby="mobiscore" className="field-group">
            <h2 id="mobiscore">{t('mobiscore')}</h2>
            <dl>
              {mobiscoreKeys.map((key) =>
                typeof property.mobiscore?.[key] === 'number' ? (
                  <div key={key}>
                    <dt>{t(`mobiscore_${key}`)}</dt>
                    <dd>
                      <meter min={0} max={10} value={property.mobiscore[key]!} aria-hidden="true" />{' '}
                      {t('mobiscoreValue', { score: property.mobiscore[key]! })}
                    </dd>
                  </div>
                ) : null,
              )}
            </dl>
          </section>
        )}

      {(video || tour) && (
        <section aria-labelledby="media" className="property-detail__media">
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

      <section aria-labelledby="location" className="property-detail__location">
        <h2 id="location">{t('location')}</h2>
        <p>{address}</p>
        <LocationMapSection
          locale={locale}
          latitude={property.latitude}
          longitude={property.longitude}
          publishAddress={property.publishAddress}
        />
      </section>

      {manager && (
        <section aria-labelledby="manager" className="manager-card">
          <h2 id="manager">{t('manager')}</h2>
          {managerPhoto && (
            <Image
              src={managerPhoto.url}
              alt={managerPhoto.alt}
              width={96}
              height={96}
              className="manager-card__photo"
            />
          )}
          <p className="manager-card__name">{manager.name}</p>
          {manager.role && <p>{manager.role}</p>}
          {manager.phone && (
            <p>
              <a href={`tel:${manager.phone.replace(/[^\d+]/g, '')}`}>
                {formatPhone(manager.phone)}
              </a>
            </p>
          )}
          {manager.email && (
            <p>
              <a href={`mailto:${manager.email}`}>{manager.email}</a>
            </p>
          )}
        </section>
      )}

      <section className="property-actions" aria-label={t('share')}>
        <PropertyFormLinks
          property={{ id: String(property.id), goal: property.goal, status: property.status }}
          locale={locale}
        />
        <PrintButton label={t('print')} />
        <ShareLinks url={url} title={property.title} locale={locale} />
      </section>

      {similar.properties.length > 0 && (
        <section aria-labelledby="similar" className="similar">
          <h2 id="similar">{t('similar')}</h2>
          <PropertyGrid>
            {similar.properties.map((card) => (
              <PropertyCard key={card.id} property={card} locale={locale} />
            ))}
          </PropertyGrid>
        </section>
      )}

      <p>
        <Link href={listHref}>{t('backToList')}</Link>
      </p>
    </article>
  )
}
