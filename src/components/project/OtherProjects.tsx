import { getTranslations } from 'next-intl/server'

import { PropertyGrid } from '@/components/property/PropertyCard'
import styles from '@/components/property/PropertyDetail.module.css'
import type { Locale } from '@/i18n/locales'
import { findProjects } from '@/lib/data/projects'

import { ProjectCard } from './ProjectCard'

/** Three other projects below a project's page; nothing when it is the only one. */
export async function OtherProjects({ locale, projectId }: { locale: Locale; projectId: number }) {
  const [t, allProjects] = await Promise.all([
    getTranslations({ locale, namespace: 'Projects' }),
    findProjects(locale),
  ])
  // Projects still selling come first (findProjects sorts sold-out ones last).
  const others = allProjects.filter((other) => other.id !== projectId).slice(0, 3)
  if (others.length === 0) return null
  return (
    <section aria-labelledby="other-projects" className={styles.similar}>
      <h2 id="other-projects">{t('otherProjects')}</h2>
      <PropertyGrid>
        {others.map((card) => (
          <ProjectCard key={card.id} project={card} locale={locale} />
        ))}
      </PropertyGrid>
    </section>
  )
}
