import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { TrackEvents } from '@/components/measurement/Measurement'
import { ProjectCard } from '@/components/project/ProjectCard'
import { PropertyGrid } from '@/components/property/PropertyCard'
import styles from '@/components/property/PropertyListPage.module.css'
import type { Locale } from '@/i18n/locales'
import { viewItemListEvent } from '@/lib/measurement/events'
import { findProjects } from '@/lib/data/projects'
import { getEnabledLocales } from '@/lib/data/settings'
import { alternatesFor } from '@/lib/seo/alternates'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const [t, enabled] = await Promise.all([
    getTranslations({ locale, namespace: 'Projects' }),
    getEnabledLocales(),
  ])
  return {
    title: t('title'),
    description: t('description'),
    alternates: alternatesFor({ locale, href: '/new-builds', enabled }),
  }
}

export default async function ProjectsPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const [t, projects] = await Promise.all([
    getTranslations({ locale, namespace: 'Projects' }),
    findProjects(locale),
  ])
  return (
    <div className="container">
      <h1>{t('title')}</h1>
      <TrackEvents
        events={[
          viewItemListEvent({
            list: 'new-builds',
            ids: projects.map((project) => project.id),
            page: 1,
            results: projects.length,
          }),
        ]}
      />
      {projects.length === 0 ? (
        <p className="no-results" role="status">
          {t('noProjects')}
        </p>
      ) : (
        <>
          <h2 className={styles.resultsHeading}>
            {t('resultsHeading', { count: projects.length })}
          </h2>
          <PropertyGrid>
            {projects.map((project) => (
              <ProjectCard key={project.id} project={project} locale={locale} />
            ))}
          </PropertyGrid>
        </>
      )}
    </div>
  )
}
