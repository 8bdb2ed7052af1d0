// The fourteen form kinds of docs/forms-api.md and the per-language slug of each one's thank-you
// page (/nl/bedankt/{slug}/, /fr/merci/{slug}/, /en/thank-you/{slug}/, /de/danke/{slug}/).
import type { Locale } from '@/i18n/locales'

export const formKinds = [
  'contact',
  'visit-request',
  'appointment',
  'valuation',
  'send-to-friend',
  'testimonial',
  'document-request',
  'demand-register',
  'offer',
  'rent-application',
  'job',
  'brochure',
  'call-me',
  'newsletter',
] as const
export type FormKind = (typeof formKinds)[number]

export const isFormKind = (value: unknown): value is FormKind =>
  typeof value === 'string' && (formKinds as readonly string[]).includes(value)

/**
 * Thank-you slugs. Dutch ones reuse the names of the specification where it names one
 * (contact-me, contact-appointment, contact-construction, gratis-waardebepaling, zoekopdracht,
 * send-to-friend, contact, sign-newsletter, personal-appointment); the others are the kind in
 * that language. Unique per language (tests/unit/forms/kinds.test.ts).
 */
export const thankYouSlugs: Record<FormKind, Record<Locale, string>> = {
  contact: { nl: 'contact', fr: 'contact', en: 'contact', de: 'kontakt' },
  'visit-request': { nl: 'contact-me', fr: 'visite', en: 'visit-request', de: 'besichtigung' },
  appointment: { nl: 'contact-appointment', fr: 'rendez-vous', en: 'appointment', de: 'termin' },
  valuation: {
    nl: 'gratis-waardebepaling',
    fr: 'estimation-gratuite',
    en: 'free-valuation',
    de: 'kostenlose-bewertung',
  },
  'send-to-friend': {
    nl: 'send-to-friend',
    fr: 'envoyer-a-un-ami',
    en: 'send-to-friend',
    de: 'an-einen-freund',
  },
  testimonial: { nl: 'getuigenis', fr: 'temoignage', en: 'testimonial', de: 'erfahrungsbericht' },
  'document-request': { nl: 'documenten', fr: 'documents', en: 'documents', de: 'unterlagen' },
  'demand-register': {
    nl: 'zoekopdracht',
    fr: 'recherche-sur-mesure',
    en: 'keep-me-informed',
    de: 'suchauftrag',
  },
  offer: { nl: 'bod', fr: 'offre', en: 'offer', de: 'kaufangebot' },
  'rent-application': {
    nl: 'huuraanvraag',
    fr: 'candidature-location',
    en: 'rent-application',
    de: 'mietbewerbung',
  },
  job: { nl: 'sollicitatie', fr: 'candidature', en: 'job-application', de: 'bewerbung' },
  brochure: { nl: 'contact-construction', fr: 'brochure', en: 'brochure', de: 'broschuere' },
  // The spec's "personal-appointment" page of its small contact form (site-contact-small): the
  // call-back request, where the visitor picks when we call to arrange a personal appointment.
  'call-me': {
    nl: 'personal-appointment',
    fr: 'rendez-vous-personnel',
    en: 'personal-appointment',
    de: 'persoenlicher-termin',
  },
  newsletter: { nl: 'sign-newsletter', fr: 'newsletter', en: 'newsletter', de: 'newsletter' },
}

/**
 * Thank-you slugs a kind had before, still answered (a bookmarked or shared thank-you page keeps
 * working): the call-back request's, before it took the spec's personal-appointment page.
 */
const formerThankYouSlugs: Partial<Record<FormKind, Record<Locale, string>>> = {
  'call-me': { nl: 'bel-mij', fr: 'rappel', en: 'call-me', de: 'rueckruf' },
}

/** The kind whose thank-you slug in `locale` is `slug` (the thank-you page's parameter). */
export const kindForThankYouSlug = (slug: string, locale: Locale): FormKind | null =>
  formKinds.find(
    (kind) => thankYouSlugs[kind][locale] === slug || formerThankYouSlugs[kind]?.[locale] === slug,
  ) ?? null
