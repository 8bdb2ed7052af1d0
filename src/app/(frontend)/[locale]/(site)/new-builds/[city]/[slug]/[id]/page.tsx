import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { ProjectDetail } from '@/components/project/ProjectDetail'
import type { Locale } from '@/i18n/locales'
import { cleanDescription } from '@/lib/domain'
import { getProjectDetail } from '@/lib/data/projects'
import { toImage } from '@/lib/images'
import { findLanguagePaths } from '@/lib/data/alternates'
import { getEnabledLocales } from '@/lib/data/settings'
import { alternatesFor } from '@/lib/seo/alternates'
import { sharingMetadata } from '@/lib/seo/sharing'
import { placeName } from '@/lib/placeName'
import { projectPath } from '@/lib/site/paths'

/** Prerendered on its first request (src/lib/rendering.ts). */
export const generateStaticParams = () => []

type Params = { locale: Locale; city: string; slug: string; id: string }
type Props = { params: Promise<Params> }

const load = async ({ locale, id }: Params) => {
  const numeric = Number(id)
  if (!Number.isSafeInteger(numeric) || numeric <= 0) return null
  return getProjectDetail(numeric, locale)
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = await params
  const project = await load(resolved)
  if (!project) return {}
  const enabled = await getEnabledLocales()
  // The same per-language paths as the language switcher (one place knows them).
  const hrefs = await findLanguagePaths({
    locale: resolved.locale,
    route: { pathname: '/new-builds/[city]/[slug]/[id]', params: { ...resolved } },
    enabled,
  })
  const image = toImage(project.images?.[0], 'og')
  const description = cleanDescription(project.description ?? '', 160)
  const alternates = alternatesFor({ locale: resolved.locale, hrefs, enabled })
  return {
    title: `${project.title} — ${placeName(project.city, project.countryId, resolved.locale)}`,
    description,
    alternates,
    ...(await sharingMetadata({
      locale: resolved.locale,
      title: project.title,
      description,
      url: alternates.canonical,
      image: image
        ? { url: image.url, width: image.width, height: image.height, alt: image.alt }
        : null,
    })),
  }
}

export default async function ProjectPage({ params }: Props) {
  const resolved = await params
  setRequestLocale(resolved.locale)
  const project = await load(resolved)
  if (!project) notFound()
  const path = projectPath(resolved.locale, project)
  const [, , , city, slug] = path.split('/')
  if (resolved.city !== city || resolved.slug !== slug) permanentRedirect(path)
  return <ProjectDetail project={project} locale={resolved.locale} />
}
