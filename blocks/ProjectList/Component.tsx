import { getTranslations } from 'next-intl/server'

import { ProjectCard } from '@/components/project/ProjectCard'
import { PropertyGrid } from '@/components/property/PropertyCard'
import type { Locale } from '@/i18n/locales'
import { Link } from '@/i18n/navigation'
import type { ProjectCardData } from '@/lib/data/projects'
import type { ProjectListBlock as ProjectListBlockData } from '@/payload-types'

import styles from '../shared/Block.module.css'

export async function ProjectListBlock({
  block,
  projects,
  locale,
}: {
  block: ProjectListBlockData
  projects: ProjectCardData[]
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'Blocks' })
  const headingId = `projects-${block.id ?? 'block'}`
  return (
    <section className="block block--projects" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {projects.length ? (
        <PropertyGrid>
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} locale={locale} />
          ))}
        </PropertyGrid>
      ) : (
        <p>{t('noProjects')}</p>
      )}
      <p className={styles.more}>
        <Link href="/new-builds">{t('viewAllProjects')}</Link>
      </p>
    </section>
  )
}
