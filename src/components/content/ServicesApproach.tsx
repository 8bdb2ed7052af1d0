import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/navigation'
import { findArticles } from '@/lib/data/content'
import type { Article } from '@/payload-types'

/**
 * On the services page: how the agency works — its method, the step plan and its strengths,
 * each a page of its own; a part the editors have not written is left out.
 */
export async function ServicesApproach({ locale }: { locale: Locale }) {
  const [t, method, stepPlan, strengths] = await Promise.all([
    getTranslations({ locale, namespace: 'Content' }),
    findArticles(['method'], locale, 1),
    findArticles(['step-plan'], locale, 1),
    findArticles(['strength'], locale, 1),
  ])
  const entry = (
    article: Article | undefined,
    href: '/method' | '/step-plan' | '/strengths',
    title?: string,
  ) =>
    article
      ? {
          href: getPathname({ locale, href }),
          title: title ?? article.title,
          text: title ? null : article.excerpt,
        }
      : null
  const entries = [
    entry(method[0], '/method'),
    entry(stepPlan[0], '/step-plan'),
    entry(strengths[0], '/strengths', t('strengths')),
  ].filter((item) => item !== null)
  if (!entries.length) return null
  return (
    <section aria-labelledby="services-approach" className="block">
      <h2 id="services-approach">{t('approach')}</h2>
      <ul className="link-list">
        {entries.map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.title}</a>
            {item.text ? <p>{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
