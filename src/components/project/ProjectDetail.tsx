import { getTranslations } from 'next-intl/server'

import { TrackEvents } from '@/components/measurement/Measurement'
import { ViewBeacon } from '@/components/portal/ViewBeacon'
import { AgentContactCard } from '@/components/property/AgentContactCard'
import { BottomBar } from '@/components/property/detail/BottomBar'
import { DetailGallery } from '@/components/property/detail/DetailGallery'
import {
  DetailTrail,
  StructuredData,
  trailStructuredData,
} from '@/components/property/detail/DetailTrail'
import { DocumentsSection } from '@/components/property/detail/DocumentsSection'
import { Fact, KeyFacts } from '@/components/property/detail/KeyFacts'
import { LocationSection } from '@/components/property/detail/LocationSection'
import { TextSection } from '@/components/property/detail/TextSection'
import styles from '@/components/property/PropertyDetail.module.css'
import { ShareLinks } from '@/components/property/ShareLinks'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import { formatPrice } from '@/lib/domain'
import { printEvent, viewItemEvent } from '@/lib/measurement/events'
import { siteOrigin } from '@/lib/origin'
import { placeName, postalPlace } from '@/lib/placeName'
import type { ProjectDetail as Detail } from '@/lib/data/projects'
import { detailDocuments, detailGallery, managerOf, paragraphs } from '@/lib/property/detailData'
import { projectPath } from '@/lib/site/paths'

import { OtherProjects } from './OtherProjects'
import { ProjectPriceList } from './ProjectPriceList'

/** The lowest price of the units still for sale, and how many are left of how many. */
async function ProjectFacts({ project, locale }: { project: Detail; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Projects' })
  const units = project.units ?? []
  const available = units.filter((unit) => unit.status !== 'sold')
  const prices = available
    .map((unit) => unit.price)
    .filter((price): price is number => typeof price === 'number' && price > 0)
  if (!prices.length && !units.length && !project.delivery) return null
  return (
    <KeyFacts locale={locale}>
      {prices.length > 0 && (
        <Fact label={t('unitPrice')} className={`${styles.fact} ${styles.price}`}>
          {t('fromPrice', { price: formatPrice(Math.min(...prices)) })}
        </Fact>
      )}
      {units.length > 0 && (
        <Fact label={t('unitStatus')}>
          {project.soldOut
            ? t('soldOut')
            : t('units', { available: available.length, total: units.length })}
        </Fact>
      )}
      {project.delivery && <Fact label={t('delivery')}>{project.delivery}</Fact>}
    </KeyFacts>
  )
}

export async function ProjectDetail({ project, locale }: { project: Detail; locale: Locale }) {
  const [t, tDetail] = await Promise.all([
    getTranslations({ locale, namespace: 'Projects' }),
    getTranslations({ locale, namespace: 'PropertyDetail' }),
  ])
  const place = placeName(project.city, project.countryId, locale)
  const street = [project.street, project.houseNumber].filter(Boolean).join(' ')
  const address =
    project.publishAddress && street
      ? `${street}, ${postalPlace(project.zip, place)}`
      : postalPlace(project.zip, place)
  const manager = managerOf(project.manager)
  const description = paragraphs(project.description)
  const technical = paragraphs(project.technical)
  // A sold-out project has no brochure to send: the visitor is offered the next one instead.
  const brochure = project.soldOut ? (
    <Link className="button" href="/keep-me-informed">
      {t('keepInformed')}
    </Link>
  ) : (
    <Link
      className="button"
      href={{ pathname: '/contact', query: { project: String(project.id) } }}
    >
      {t('requestBrochure')}
    </Link>
  )
  const origin = await siteOrigin()
  const url = origin + projectPath(locale, project)
  const title = project.title
  const list = { href: '/new-builds', nameKey: 'newBuilds' } as const
  const breadcrumbs = await trailStructuredData({ locale, list, title, origin, url })

  return (
    <article className={`container ${styles.page}`}>
      <ViewBeacon projectId={project.id} />
      <TrackEvents
        events={[viewItemEvent({ type: 'project', id: project.id, postcode: project.zip })]}
        print={printEvent({ type: 'project', id: project.id })}
      />
      <StructuredData data={breadcrumbs} />
      <DetailTrail locale={locale} list={list} title={title} />
      <DetailGallery locale={locale} images={detailGallery(project.images)} />

      <div className={styles.layout}>
        <div className={styles.content}>
          <header className={styles.header}>
            <h1>{project.title}</h1>
            <p className={styles.address}>{address}</p>
            {project.soldOut && (
              <p className="status-message status-message--sold" role="status">
                {t('soldOut')}
              </p>
            )}
          </header>
          <ProjectFacts project={project} locale={locale} />
          {description.length > 0 && (
            <TextSection id="description" title={tDetail('description')} paragraphs={description} />
          )}
          <ProjectPriceList locale={locale} units={project.units ?? []} />
          {technical.length > 0 && (
            <TextSection id="technical" title={t('technical')} paragraphs={technical} />
          )}
          <DocumentsSection
            title={t('documents')}
            documents={detailDocuments([project.priceList, ...(project.documents ?? [])])}
          />
          {/* "Situation" (the project's own text) and "Location" are one section: one name. */}
          <LocationSection
            locale={locale}
            title={t('situation')}
            address={address}
            location={project}
          >
            {paragraphs(project.situation).map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </LocationSection>
        </div>

        <AgentContactCard
          manager={manager}
          locale={locale}
          actions={brochure}
          share={<ShareLinks url={url} title={project.title} locale={locale} />}
        />
      </div>

      <OtherProjects locale={locale} projectId={project.id} />

      {/* Phones and tablets: the brochure (or, sold out, the alerts) and a call always within reach. */}
      <BottomBar locale={locale} action={brochure} phone={manager?.phone} />
    </article>
  )
}
