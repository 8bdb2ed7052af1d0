// The public URL table of docs/public-urls.md: internal path → public path per language.
// Adding a fixed page is one line here plus its page under src/app/(frontend)/[locale]/(site)/.
// Paths are written without the trailing slash; Next's `trailingSlash` adds it to every URL.
import type { Locale } from './locales'

type Localized = Record<Locale, string>

const same = (path: string): Localized => ({ nl: path, fr: path, en: path, de: path })

const list = {
  sale: { nl: '/te-koop', fr: '/a-vendre', en: '/for-sale', de: '/zu-verkaufen' },
  rent: { nl: '/te-huur', fr: '/a-louer', en: '/for-rent', de: '/zu-vermieten' },
  project: { nl: '/nieuwbouw', fr: '/projets-neufs', en: '/new-builds', de: '/neubau' },
  news: { nl: '/nieuws', fr: '/actualites', en: '/news', de: '/neuigkeiten' },
  services: { nl: '/diensten', fr: '/services', en: '/services', de: '/dienstleistungen' },
  qa: {
    nl: '/vraag-en-antwoord',
    fr: '/questions-reponses',
    en: '/questions-and-answers',
    de: '/fragen-und-antworten',
  },
  owner: { nl: '/eigenaar', fr: '/proprietaire', en: '/owner', de: '/eigentumer' },
} satisfies Record<string, Localized>

/** A list's path per language followed by the same dynamic segments (or localized ones). */
const under = (base: Localized, rest: string | Localized): Localized => {
  const tail = typeof rest === 'string' ? same(rest) : rest
  return {
    nl: base.nl + tail.nl,
    fr: base.fr + tail.fr,
    en: base.en + tail.en,
    de: base.de + tail.de,
  }
}

export const pathnames = {
  '/': '/',
  '/for-sale': list.sale,
  '/for-sale/[city]/[slug]/[id]': under(list.sale, '/[city]/[slug]/[id]'),
  '/for-rent': list.rent,
  '/for-rent/[city]/[slug]/[id]': under(list.rent, '/[city]/[slug]/[id]'),
  '/new-builds': list.project,
  '/new-builds/[city]/[slug]/[id]': under(list.project, '/[city]/[slug]/[id]'),
  '/contact': { nl: '/contact', fr: '/contact', en: '/contact', de: '/kontakt' },
  '/appointment': { nl: '/afspraak', fr: '/rendez-vous', en: '/appointment', de: '/termin' },
  '/services': list.services,
  '/services/[slug]': under(list.services, '/[slug]'),
  '/method': { nl: '/werkwijze', fr: '/notre-methode', en: '/how-we-work', de: '/arbeitsweise' },
  '/step-plan': {
    nl: '/stappenplan',
    fr: '/plan-par-etapes',
    en: '/step-by-step',
    de: '/stufenplan',
  },
  '/strengths': { nl: '/troeven', fr: '/nos-atouts', en: '/our-strengths', de: '/unsere-starken' },
  '/keep-me-informed': {
    nl: '/zoekopdracht',
    fr: '/recherche-sur-mesure',
    en: '/keep-me-informed',
    de: '/suchauftrag',
  },
  // The saved search's manage page (docs/alerts.md), reached with the token of a mail.
  '/keep-me-informed/manage': {
    nl: '/zoekopdracht/beheer',
    fr: '/recherche-sur-mesure/gerer',
    en: '/keep-me-informed/manage',
    de: '/suchauftrag/verwalten',
  },
  '/free-valuation': {
    nl: '/gratis-waardebepaling',
    fr: '/estimation-gratuite',
    en: '/free-valuation',
    de: '/kostenlose-bewertung',
  },
  '/about-us': { nl: '/over-ons', fr: '/a-propos', en: '/about-us', de: '/uber-uns' },
  '/jobs': { nl: '/vacatures', fr: '/emplois', en: '/jobs', de: '/stellenangebote' },
  '/news': list.news,
  '/news/[slug]': under(list.news, '/[slug]'),
  '/testimonials': {
    nl: '/referenties',
    fr: '/references',
    en: '/testimonials',
    de: '/referenzen',
  },
  '/free-advice': {
    nl: '/gratis-advies',
    fr: '/conseil-gratuit',
    en: '/free-advice',
    de: '/kostenlose-beratung',
  },
  '/questions-and-answers': list.qa,
  '/questions-and-answers/[category]': under(list.qa, '/[category]'),
  '/questions-and-answers/[category]/[slug]': under(list.qa, '/[category]/[slug]'),
  '/privacy-statement': {
    nl: '/privacyverklaring',
    fr: '/declaration-de-confidentialite',
    en: '/privacy-statement',
    de: '/datenschutzerklarung',
  },
  '/cookie-policy': {
    nl: '/cookiebeleid',
    fr: '/politique-de-cookies',
    en: '/cookie-policy',
    de: '/cookie-richtlinie',
  },
  '/disclaimer': {
    nl: '/disclaimer',
    fr: '/avertissement',
    en: '/disclaimer',
    de: '/haftungsausschluss',
  },
  '/favourites': {
    nl: '/favorieten',
    fr: '/favoris',
    en: '/favourites',
    de: '/favoriten',
  },
  '/login': same('/login'),
  '/login/forgot-password': {
    nl: '/login/wachtwoord-vergeten',
    fr: '/login/mot-de-passe-oublie',
    en: '/login/forgot-password',
    de: '/login/passwort-vergessen',
  },
  '/login/new-password': {
    nl: '/login/nieuw-wachtwoord',
    fr: '/login/nouveau-mot-de-passe',
    en: '/login/new-password',
    de: '/login/neues-passwort',
  },
  '/owner': list.owner,
  '/owner/profile': under(list.owner, {
    nl: '/profiel',
    fr: '/profil',
    en: '/profile',
    de: '/profil',
  }),
  '/owner/[id]': under(list.owner, '/[id]'),
  '/thank-you/[kind]': {
    nl: '/bedankt/[kind]',
    fr: '/merci/[kind]',
    en: '/thank-you/[kind]',
    de: '/danke/[kind]',
  },
} satisfies Record<string, string | Localized>

export type AppPathname = keyof typeof pathnames
