import { getTranslations } from 'next-intl/server'

import { LocationMapSection } from '@/components/map/LocationMapSection'
import { TrackEvents } from '@/components/measurement/Measurement'
import { Gallery } from '@/components/property/Gallery'
import { PropertyGrid } from '@/components/property/PropertyCard'
import { ShareLinks } from '@/components/property/ShareLinks'
import type { Locale } from '@/i18n/locales'
import { Link, getPathname } from '@/i18n/navigation'
import { formatFieldValue, formatPrice } from '@/lib/domain'
import { printEvent, viewItemEvent } from '@/lib/measurement/events'
import { siteOrigin } from '@/lib/origin'
import { findProjects, type ProjectDetail as Detail } from '@/lib/queries/projects'
import { toImage } from '@/lib/queries/properties'
import { breadcrumbList, jsonLdScript } from '@/lib/seo/jsonLd'
import { projectPath } from '@/lib/urls'
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
  const address = project.publishAddress
    ? `${[project.street, project.houseNumber].filter(Boolean).join(' ')}, ${project.zip} ${project.city}`
    : `${project.zip} ${project.city}`

  const origin = await siteOrigin()
  const url = origin + projectPath(locale, project)
  const structuredData = breadcrumbList([
    { name: tLayout('home'), url: origin + getPathname({ locale, href: '/' }) },
    { name: tLayout('newBuilds'), url: origin + getPathname({ locale, href: '/new-builds' }) },
    { name: project.title, url },
  ])

  return (
    <article className="container property-detail">
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
      <header className="property-detail__header">
        <h1>{project.title}</h1>
        <p className="property-detail__address">{address}</p>
        {project.soldOut && (
          <p className="status-message status-message--sold" role="status">
            {t('soldOut')}
          </p>
        )}
        {project.delivery && (
          <p>
            {t('delivery')}: {project.delivery}
          </p>
        )}
      </header>

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

      {paragraphs(project.description).map((text, index) => (
        <p key={index}>{text}</p>
      ))}

      {units.length > 0 && (
        <section aria-labelledby="price-list" className="price-list">
          <h2 id="price-list">{t('priceList')}</h2>
          <div className="table-scroll">
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
                      {unit.status === 'sold' || unit.price == null ? '–' : formatPrice(unit.price)}
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
        <section aria-labelledby="technical">
          <h2 id="technical">{t('technical')}</h2>
          {paragraphs(project.technical).map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </section>
      )}
      {paragraphs(project.situation).length > 0 && (
        <section aria-labelledby="situation">
          <h2 id="situation">{t('situation')}</h2>
          {paragraphs(project.situation).map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </section>
      )}

      <section aria-labelledby="location" className="property-detail__location">
        <h2 id="location">{tDetail('location')}</h2>
        <p>{address}</p>
        <LocationMapSection
          locale={locale}
          latitude={project.latitude}
          longitude={project.longitude}
          publishAddress={project.publishAddress}
        />
      </section>

      {documents.length > 0 && (
        <section aria-labelledby="documents">
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

      <p className="property-actions">
        <Link
          className="button"
          href={{
            pathname: '/contact',
            query: { project: String(project.id) },
          }}
        >
          {t('requestBrochure')}
        </Link>
      </p>
      <ShareLinks url={url} title={project.title} locale={locale} />

      {others.length > 0 && (
        <section aria-labelledby="other-projects" className="similar">
          <h2 id="other-projects">{t('otherProjects')}</h2>
          <PropertyGrid>
            {others.map((card) => (
              <ProjectCard key={card.id} project={card} locale={locale} />
            ))}
          </PropertyGrid>
        </section>
      )}
    </article>
  )
}
