import { getTranslations } from 'next-intl/server'

import { LocationMapSection } from '@/components/map/LocationMapSection'
import { TrackEvents } from '@/components/measurement/Measurement'
import { AgentContactCard, managerOf, telHref } from '@/components/property/AgentContactCard'
import { Gallery } from '@/components/property/Gallery'
import { PropertyGrid } from '@/components/property/PropertyCard'
import styles from '@/components/property/PropertyDetail.module.css'
import { ShareLinks } from '@/components/property/ShareLinks'
import type { Locale } from '@/i18n/locales'
import { Link, getPathname } from '@/i18n/navigation'
import { formatFieldValue, formatPrice } from '@/lib/domain'
import { printEvent, viewItemEvent } from '@/lib/measurement/events'
import { siteOrigin } from '@/lib/origin'
import { placeName } from '@/lib/placeName'
import { findProjects, type ProjectDetail as Detail } from '@/lib/data/projects'
import { toImage } from '@/lib/images'
import { breadcrumbList, jsonLdScript } from '@/lib/seo/jsonLd'
import { projectPath } from '@/lib/site/paths'
import type { Document, Media } from '@/payload-types'

import { ProjectCard } from './ProjectCard'
import { ViewBeacon } from '@/components/portal/ViewBeacon'

const paragraphs = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)

export async function ProjectDetail({ project, locale }: { project: Detail; locale: Locale }) {
  const [t, tDetail, tLayout, allProjects] = await Promise.all([
    getTranslations({ locale, namespace: 'Projects' }),
    getTranslations({ locale, namespace: 'PropertyDetail' }),
    getTranslations({ locale, namespace: 'Layout' }),
    findProjects(locale),
  ])
  // Projects still selling come first (findProjects sorts sold-out ones last).
  const others = allProjects.filter((other) => other.id !== project.id).slice(0, 3)
  const images = (project.images ?? []).filter((image): image is Media => typeof image === 'object')
  const gallery = images.map((image) => ({
    full: toImage(image, 'gallery')!,
    thumb: toImage(image, 'card')!,
  }))
  const units = project.units ?? []
  const documents = [project.priceList, ...(project.documents ?? [])].filter(
    (doc): doc is Document => typeof doc === 'object' && doc !== null && Boolean(doc.url),
  )
  const place = placeName(project.city, project.countryId, locale)
  const address = project.publishAddress
    ? `${[project.street, project.houseNumber].filter(Boolean).join(' ')}, ${project.zip} ${place}`
    : `${project.zip} ${place}`

  const manager = managerOf(project.manager)
  const available = units.filter((unit) => unit.status !== 'sold')
  const prices = available
    .map((unit) => unit.price)
    .filter((price): price is number => typeof price === 'number' && price > 0)
  const facts: { key: string; label: string; value: string }[] = [
    ...(prices.length
      ? [
          {
            key: 'price',
            label: t('unitPrice'),
            value: t('fromPrice', { price: formatPrice(Math.min(...prices)) }),
          },
        ]
      : []),
    ...(units.length
      ? [
          {
            key: 'units',
            label: t('unitStatus'),
            value: project.soldOut
              ? t('soldOut')
              : t('units', { available: available.length, total: units.length }),
          },
        ]
      : []),
    ...(project.delivery
      ? [{ key: 'delivery', label: t('delivery'), value: project.delivery }]
      : []),
  ]
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
  const structuredData = breadcrumbList([
    { name: tLayout('home'), url: origin + getPathname({ locale, href: '/' }) },
    { name: tLayout('newBuilds'), url: origin + getPathname({ locale, href: '/new-builds' }) },
    { name: project.title, url },
  ])

  return (
    <article className={`container ${styles.page}`}>
      <ViewBeacon projectId={project.id} />
      <TrackEvents
        events={[viewItemEvent({ type: 'project', id: project.id, postcode: project.zip })]}
        print={printEvent({ type: 'project', id: project.id })}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(structuredData) }}
      />
      <nav aria-label={tDetail('breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link href="/">{tLayout('home')}</Link>
          </li>
          <li>
            <Link href="/new-builds">{tLayout('newBuilds')}</Link>
          </li>
          <li aria-current="page">{project.title}</li>
        </ol>
      </nav>

      {gallery.length > 0 && (
        <Gallery
          images={gallery}
          label={tDetail('gallery')}
          photoLabel={tDetail.raw('photo') as string}
          controls={{
            previous: tDetail('previousPhoto'),
            next: tDetail('nextPhoto'),
            close: tDetail('closeGallery'),
          }}
        />
      )}

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

          {facts.length > 0 && (
            <section aria-labelledby="key-facts" className={styles.facts}>
              <h2 id="key-facts" className="visually-hidden">
                {tDetail('keyFacts')}
              </h2>
              <dl>
                {facts.map((fact) => (
                  <div
                    key={fact.key}
                    className={
                      fact.key === 'price' ? `${styles.fact} ${styles.price}` : styles.fact
                    }
                  >
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}

          {paragraphs(project.description).length > 0 && (
            <section aria-labelledby="description" className={styles.section}>
              <h2 id="description">{tDetail('description')}</h2>
              {paragraphs(project.description).map((text, index) => (
                <p key={index}>{text}</p>
              ))}
            </section>
          )}

          {units.length > 0 && (
            <section className={`${styles.section} price-list`}>
              <h2 id="price-list">{t('priceList')}</h2>
              {/* A region a keyboard can scroll when the table is wider than a phone. */}
              <div className="table-scroll" role="region" aria-labelledby="price-list" tabIndex={0}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t('unitFloor')}</th>
                      <th scope="col">{t('unitType')}</th>
                      <th scope="col">{t('unitBedrooms')}</th>
                      <th scope="col">{t('unitSurface')}</th>
                      <th scope="col">{t('unitPrice')}</th>
                      <th scope="col">{t('unitStatus')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {units.map((unit, index) => (
                      <tr
                        key={unit.id ?? index}
                        className={unit.status === 'sold' ? 'unit--sold' : undefined}
                      >
                        <td>{unit.floor === 0 ? t('groundFloor') : (unit.floor ?? '–')}</td>
                        <td>{unit.type ? t(`unitTypes_${unit.type}`) : '–'}</td>
                        <td>{unit.bedrooms ?? '–'}</td>
                        <td>
                          {unit.surface
                            ? `${formatFieldValue(unit.surface, 'number', locale)} m²`
                            : '–'}
                        </td>
                        <td>
                          {unit.status === 'sold' || unit.price == null
                            ? '–'
                            : formatPrice(unit.price)}
                        </td>
                        <td>{t(`status_${unit.status}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          )}

          {paragraphs(project.technical).length > 0 && (
            <section aria-labelledby="technical" className={styles.section}>
              <h2 id="technical">{t('technical')}</h2>
              {paragraphs(project.technical).map((text, index) => (
                <p key={index}>{text}</p>
              ))}
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

          {/* "Situation" (the project's own text) and "Location" are one section: one name. */}
          <section aria-labelledby="location" className={styles.section}>
            <h2 id="location">{t('situation')}</h2>
            {paragraphs(project.situation).map((text, index) => (
              <p key={index}>{text}</p>
            ))}
            <p>{address}</p>
            <LocationMapSection
              locale={locale}
              latitude={project.latitude}
              longitude={project.longitude}
              publishAddress={project.publishAddress}
            />
          </section>
        </div>

        <AgentContactCard
          manager={manager}
          locale={locale}
          actions={brochure}
          share={<ShareLinks url={url} title={project.title} locale={locale} />}
        />
      </div>

      {others.length > 0 && (
        <section aria-labelledby="other-projects" className={styles.similar}>
          <h2 id="other-projects">{t('otherProjects')}</h2>
          <PropertyGrid>
            {others.map((card) => (
              <ProjectCard key={card.id} project={card} locale={locale} />
            ))}
          </PropertyGrid>
        </section>
      )}

      {/* Phones and tablets: the brochure (or, sold out, the alerts) and a call always within reach. */}
      <div className={styles.bottomBar}>
        {brochure}
        {manager?.phone && (
          <a className="button button--secondary" href={telHref(manager.phone)}>
            {tDetail('call')}
          </a>
        )}
      </div>
    </article>
  )
}
