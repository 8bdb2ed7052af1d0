import { getTranslations } from 'next-intl/server'

import { TrackEvents } from '@/components/measurement/Measurement'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { printEvent, viewItemEvent } from '@/lib/measurement/events'
import type { PropertyDetailData } from '@/lib/property/detailData'

import { BottomBar } from './detail/BottomBar'
import { DetailGallery } from './detail/DetailGallery'
import { DetailTrail, StructuredData, trailStructuredData } from './detail/DetailTrail'
import { DocumentsSection } from './detail/DocumentsSection'
import { EnergySection } from './detail/EnergySection'
import { FieldGroupSections } from './detail/FieldGroupSections'
import { LocationSection } from './detail/LocationSection'
import { MediaSection } from './detail/MediaSection'
import { MobiscoreSection } from './detail/MobiscoreSection'
import { PropertyContactCard } from './detail/PropertyContactCard'
import { PropertyFacts } from './detail/PropertyFacts'
import { PropertyHeader } from './detail/PropertyHeader'
import { TextSection } from './detail/TextSection'
import styles from './PropertyDetail.module.css'
import { CostPanel } from './CostPanel'
import { VisitLink } from './PropertyFormLinks'
import { PropertyMentions } from './PropertyMentions'
import { SimilarProperties } from './SimilarProperties'
import { ViewBeacon } from '../portal/ViewBeacon'

/** A property's page, from what src/lib/property/detailData.ts derived of it. */
export async function PropertyDetail({
  property,
  locale,
}: {
  property: PropertyDetailData
  locale: Locale
}) {
  const [t, tStatus] = await Promise.all([
    getTranslations({ locale, namespace: 'PropertyDetail' }),
    getTranslations({ locale, namespace: 'PropertyStatus' }),
  ])
  const { id, goal, price, zip, closed, costs, energy, mentions, list, title, origin, url } =
    property
  const breadcrumbs = await trailStructuredData({ locale, list, title, origin, url })
  const phone = property.manager?.phone ?? null

  return (
    <article className={`container ${styles.page}`}>
      <ViewBeacon propertyId={id} />
      <TrackEvents
        events={[viewItemEvent({ type: 'property', id, goal, price, postcode: zip })]}
        print={printEvent({ type: 'property', id })}
      />
      <StructuredData data={[property.listing, breadcrumbs]} />
      <DetailTrail locale={locale} list={list} title={title} />
      <DetailGallery
        locale={locale}
        images={property.gallery}
        ribbon={property.marquee}
        band={closed ? tStatus(property.status) : null}
      />

      <div className={styles.layout}>
        <div className={styles.content}>
          <PropertyHeader
            locale={locale}
            id={id}
            title={property.title}
            address={property.address}
            ribbon={property.gallery.length ? null : property.marquee}
            status={property.status}
          />
          <PropertyFacts
            locale={locale}
            goal={goal}
            facts={property.facts}
            status={property.status}
            closed={closed}
          />
          {property.description && (
            <TextSection
              id="description"
              title={t('description')}
              paragraphs={property.description}
            />
          )}
          {/* What buying would cost, while it can still be bought. */}
          {costs && <CostPanel locale={locale} {...costs} />}
          {energy && <EnergySection locale={locale} energy={energy} />}
          {mentions && <PropertyMentions mentions={mentions} locale={locale} />}
          <FieldGroupSections locale={locale} groups={property.fieldGroups} />
          <MobiscoreSection locale={locale} scores={property.mobiscore} />
          <MediaSection locale={locale} media={property.media} />
          <DocumentsSection title={t('documents')} documents={property.documents} />
          <LocationSection
            locale={locale}
            title={t('location')}
            address={property.address}
            location={property.location}
          />
        </div>

        <PropertyContactCard
          locale={locale}
          manager={property.manager}
          requests={property.requests}
          url={url}
          title={property.title}
        />
      </div>

      {/* No Suspense boundary: React would stream this section into a hidden element that only
          JavaScript reveals, and the cached page would keep it hidden for visitors without. */}
      <SimilarProperties property={property.similarTo} locale={locale} />

      <p>
        <Link href={property.list.href}>{t('backToList')}</Link>
      </p>

      {/* A sold or rented property keeps the call only. */}
      {(phone || !closed) && (
        <BottomBar
          locale={locale}
          action={<VisitLink property={property.requests} locale={locale} />}
          phone={phone}
          callIsMain={closed}
        />
      )}
    </article>
  )
}
