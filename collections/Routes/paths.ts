// Pure rules for the entries the route hooks write (their paths come from src/lib/site/paths.ts):
// breadcrumb names of the lists and the redirect history kept when a public path changes. No
// Payload here, so pages and tests can use it too.
import { defaultLocale, locales, type Locale } from '@/i18n/locales'
import { normalizePath, type RouteBreadcrumb } from '@/lib/domain'
import { listPath, listSegment, type ListKey } from '@/lib/site/paths'

export type Localized<T> = Partial<Record<Locale, T | null | undefined>>

export type RedirectRow = { path: string; locale?: Locale | null; id?: string | null }

/**
 * A localized value in a language, else in Dutch, else in the first language that has one:
 * visitors never meet an empty text (Payload's fallback works the same way).
 */
export const inLocale = (value: Localized<string> | null | undefined, locale: Locale): string => {
  if (!value) return ''
  const own = value[locale]?.trim()
  if (own) return own
  const fallback = value[defaultLocale]?.trim()
  if (fallback) return fallback
  return locales.map((l) => value[l]?.trim()).find(Boolean) ?? ''
}

/** Every language's value with the fallback applied: { nl, fr, en, de }. */
export const everyLocale = (value: Localized<string> | null | undefined): Record<Locale, string> =>
  Object.fromEntries(locales.map((locale) => [locale, inLocale(value, locale)])) as Record<
    Locale,
    string
  >

/** One path per language built from a function of the language. */
export const pathsPerLocale = (build: (locale: Locale) => string): Record<Locale, string> =>
  Object.fromEntries(locales.map((locale) => [locale, build(locale)])) as Record<Locale, string>

/** Breadcrumb names of the lists (data of the route table; editors may change them there). */
export const listNames: Partial<Record<ListKey, Record<Locale, string>>> = {
  '/for-sale': { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' },
  '/for-rent': { nl: 'Te huur', fr: 'À louer', en: 'For rent', de: 'Zu vermieten' },
  '/new-builds': { nl: 'Nieuwbouw', fr: 'Projets neufs', en: 'New builds', de: 'Neubau' },
  '/news': { nl: 'Nieuws', fr: 'Actualités', en: 'News', de: 'Neuigkeiten' },
  '/services': { nl: 'Diensten', fr: 'Services', en: 'Services', de: 'Dienstleistungen' },
  '/questions-and-answers': {
    nl: 'Vraag en antwoord',
    fr: 'Questions et réponses',
    en: 'Questions and answers',
    de: 'Fragen und Antworten',
  },
}

/**
 * The crumb of a list. It links to the list's Dutch public path: the domain's parentPath and
 * translatePath find the same list in the visitor's language through the entries under it.
 * Properties link to the original list path instead (`/for-sale/`), which the domain resolves
 * through its list fallback.
 */
export const listCrumb = (
  list: ListKey,
  parentPath = listPath(list, defaultLocale),
): RouteBreadcrumb => ({
  name: { ...(listNames[list] ?? everyLocale({ nl: listSegment(list, defaultLocale) })) },
  public: true,
  parentPath,
})

const samePath = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a) && Boolean(b) && normalizePath(a as string) === normalizePath(b as string)

/**
 * The redirect history after the public paths change from `previous` to `next`: every old path
 * that is no longer current is kept (with its language, so a redirect stays in that language);
 * a path that became current again leaves the history; no path is kept twice.
 */
export function nextRedirects({
  previous,
  history,
  next,
}: {
  previous: Localized<string> | null | undefined
  history: readonly RedirectRow[] | null | undefined
  next: Localized<string>
}): RedirectRow[] {
  const current = locales.map((l) => next[l]).filter((p): p is string => Boolean(p))
  const isCurrent = (path: string) => current.some((c) => samePath(c, path))
  const kept: RedirectRow[] = (history ?? []).filter((row) => row.path && !isCurrent(row.path))
  for (const locale of locales) {
    const old = previous?.[locale]
    if (!old || isCurrent(old) || kept.some((row) => samePath(row.path, old))) continue
    kept.push({ path: normalizePath(old), locale })
  }
  return kept
}
