// The kinds of article and where each one lives on the site (pure: used by the route hook and by
// components that link to an article).
import type { AdminLabel } from '@/fields/labels'
import { label } from '@/fields/labels'
import type { Locale } from '@/i18n/locales'

import { contentPath, listPath, type ListKey } from '../Routes/paths'

export const articleKinds = [
  'news',
  'service',
  'service-page',
  'strength',
  'method',
  'step-plan',
  'bottom-block',
  'about',
  'privacy',
  'cookie-policy',
  'disclaimer',
  'free-advice',
] as const
export type ArticleKind = (typeof articleKinds)[number]

export const articleKindLabels: Record<ArticleKind, AdminLabel> = {
  news: label('Nieuws', 'Actualité', 'News', 'Neuigkeit'),
  service: label('Dienst', 'Service', 'Service', 'Dienstleistung'),
  'service-page': label(
    'Dienst (subpagina)',
    'Service (sous-page)',
    'Service sub-page',
    'Dienstleistung (Unterseite)',
  ),
  strength: label('Troef', 'Atout', 'Strength', 'Stärke'),
  method: label('Werkwijze', 'Méthode', 'Method', 'Arbeitsweise'),
  'step-plan': label('Stappenplan', 'Plan en étapes', 'Step plan', 'Stufenplan'),
  'bottom-block': label('Onderblok', 'Bloc de bas de page', 'Bottom block', 'Fußblock'),
  about: label('Over ons', 'À propos', 'About us', 'Über uns'),
  privacy: label(
    'Privacyverklaring',
    'Déclaration de confidentialité',
    'Privacy statement',
    'Datenschutzerklärung',
  ),
  'cookie-policy': label(
    'Cookiebeleid',
    'Politique de cookies',
    'Cookie policy',
    'Cookie-Richtlinie',
  ),
  disclaimer: label('Disclaimer', 'Avertissement', 'Disclaimer', 'Haftungsausschluss'),
  'free-advice': label('Gratis advies', 'Conseil gratuit', 'Free advice', 'Kostenlose Beratung'),
}

/** Kinds with a page of their own under a list: /{locale}/{list}/{slug}/ (contracts/routes.md). */
export const articleLists: Partial<Record<ArticleKind, ListKey>> = {
  news: '/news',
  service: '/services',
  'service-page': '/services',
}

/**
 * Kinds that are the content of one fixed page of the site; the page's path is theirs. The
 * strengths share one page that shows them all.
 */
export const articleFixedPages: Partial<Record<ArticleKind, ListKey>> = {
  about: '/about-us',
  privacy: '/privacy-statement',
  'cookie-policy': '/cookie-policy',
  disclaimer: '/disclaimer',
  'free-advice': '/free-advice',
  method: '/method',
  'step-plan': '/step-plan',
  strength: '/strengths',
}

/**
 * Where an article is read in a language; null for the kinds shown only inside other pages
 * (bottom blocks) or for a listed article without a slug.
 */
export function articlePublicPath(
  { kind, slug }: { kind?: string | null; slug?: string | null },
  locale: Locale,
): string | null {
  const list = kind ? articleLists[kind as ArticleKind] : undefined
  if (list) return slug ? contentPath(list, locale, slug) : null
  const fixed = kind ? articleFixedPages[kind as ArticleKind] : undefined
  return fixed ? listPath(fixed, locale) : null
}
