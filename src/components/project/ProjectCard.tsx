import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { CardMedia } from '@/components/property/PropertyCard'
import { formatPrice } from '@/lib/domain'
import type { ProjectCardData } from '@/lib/data/projects'

export async function ProjectCard({
  project,
  locale,
}: {
  project: ProjectCardData
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'Projects' })
  return (
    <article className="property-card" aria-labelledby={`project-${project.id}`}>
      <CardMedia image={project.image}>
        {project.soldOut && (
          <span className="property-card__badge property-card__badge--sold">{t('soldOut')}</span>
        )}
      </CardMedia>
      <div className="property-card__body">
        <h3 id={`project-${project.id}`} className="property-card__title">
          <a href={project.href}>{project.title}</a>
        </h3>
        <p className="property-card__place">
          {project.zip} {project.place}
        </p>
        {project.unitCount > 0 && (
          <p className="property-card__facts">
            {t('units', { available: project.availableUnits, total: project.unitCount })}
          </p>
        )}
        {project.fromPrice !== null && !project.soldOut && (
          <p className="property-card__price">
            {t('fromPrice', { price: formatPrice(project.fromPrice) })}
          </p>
        )}
      </div>
    </article>
  )
}
