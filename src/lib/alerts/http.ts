// The answers of the saved-search endpoints (docs/alerts.md): a redirect (303) to the
// manage page, or, for an unknown or used-up token, a small localized page with a 404 — never
// a 500. Built from the visitor channels' kit (src/lib/http/answers.ts).
import type { Locale } from '@/i18n/locales'
import { catalogues } from '@/i18n/server'
import { seeOther, smallPage, withQuery } from '@/lib/http/answers'
import { listPath } from '@/lib/site/paths'

import { managePath } from './links'

export const invalidLinkPage = (locale: Locale) => {
  const t = catalogues[locale].Alerts
  return smallPage({
    locale,
    status: 404,
    title: t.invalidTitle,
    paragraphs: [t.invalidText],
    link: { href: listPath('/keep-me-informed', locale), label: t.manage.newSearch },
  })
}

/** 303 to the manage page, saying what was done. */
export const toManagePage = (locale: Locale, token: string, done?: string, error?: string) =>
  seeOther(withQuery(managePath(locale, token), { done, error }))
