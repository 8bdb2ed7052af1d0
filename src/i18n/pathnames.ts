// The public URL table of contracts/routes.md: internal path → public path per language.
// Adding a fixed page is one line here plus its page under src/app/(frontend)/[locale]/.
// Paths are written without the trailing slash; Next's `trailingSlash` adds it to every URL.
import type { Locale } from './locales'

type Localized = Record<Locale, string>

const same = (path: string): Localized => ({ nl: path, fr: path, en: path, de: path })

export const pathnames = {
  '/': '/',
  '/for-sale': { nl: '/te-koop', fr: '/a-vendre', en: '/for-sale', de: '/zu-verkaufen' },
  '/for-rent': { nl: '/te-huur', fr: '/a-louer', en: '/for-rent', de: '/zu-vermieten' },
  '/new-builds': { nl: '/nieuwbouw', fr: '/projets-neufs', en: '/new-builds', de: '/neubau' },
  '/contact': { nl: '/contact', fr: '/contact', en: '/contact', de: '/kontakt' },
  '/services': { nl: '/diensten', fr: '/services', en: '/services', de: '/dienstleistungen' },
  '/keep-me-informed': {
    nl: '/zoekopdracht',
    fr: '/recherche-sur-mesure',
    en: '/keep-me-informed',
    de: '/suchauftrag',
  },
  '/free-valuation': {
    nl: '/gratis-waardebepaling',
    fr: '/estimation-gratuite',
    en: '/free-valuation',
    de: '/kostenlose-bewertung',
  },
  '/about-us': { nl: '/over-ons', fr: '/a-propos', en: '/about-us', de: '/uber-uns' },
  '/news': { nl: '/nieuws', fr: '/actualites', en: '/news', de: '/neuigkeiten' },
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
  '/questions-and-answers': {
    nl: '/vraag-en-antwoord',
    fr: '/questions-reponses',
    en: '/questions-and-answers',
    de: '/fragen-und-antworten',
  },
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
  '/login': same('/login'),
  '/owner': { nl: '/eigenaar', fr: '/proprietaire', en: '/owner', de: '/eigentumer' },
  '/thank-you/[kind]': {
    nl: '/bedankt/[kind]',
    fr: '/merci/[kind]',
    en: '/thank-you/[kind]',
    de: '/danke/[kind]',
  },
} satisfies Record<string, string | Localized>

export type AppPathname = keyof typeof pathnames
