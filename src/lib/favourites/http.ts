// The favourites sync endpoints' shared parts (docs/decisions/0028), on top of the visitor
// channels' kit (src/lib/http/answers.ts): the ids of a body, the localized "invalid link"
// answer and the small page of the unsubscribe link.
import type { Locale } from '@/i18n/locales'
import { catalogues } from '@/i18n/server'
import { noStoreJson, smallPage } from '@/lib/http/answers'
import { listPath } from '@/lib/site/paths'

import { parseFavourites } from './store'

/** A list of ids from a JSON body (the same rules as the browser's store). */
export const bodyIds = (value: unknown): number[] =>
  Array.isArray(value) ? parseFavourites(JSON.stringify(value)) : []

/** The localized "this link is no longer valid" answer of a token endpoint. */
export const invalidToken = (locale: Locale) =>
  noStoreJson(404, { error: 'invalidToken', message: catalogues[locale].Favourites.sync.invalid })

export const favouritesPath = (locale: Locale) => listPath('/favourites', locale)

/** A small page of the unsubscribe link, leading back to the favourites page. */
export const favouritesPage = (
  locale: Locale,
  page: { status?: number; title: string; paragraphs?: string[]; html?: string },
) =>
  smallPage({
    locale,
    ...page,
    link: { href: favouritesPath(locale), label: catalogues[locale].Favourites.unsubscribe.back },
  })
