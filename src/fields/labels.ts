// Admin labels in the four admin languages (the admin follows the editor's language).
export type AdminLabel = { nl: string; fr: string; en: string; de: string }

export const label = (nl: string, fr: string, en: string, de: string): AdminLabel => ({
  nl,
  fr,
  en,
  de,
})

/** A label in the language of the request's admin interface (Dutch when unknown). */
export const inLanguage = (text: AdminLabel, req?: { i18n?: { language?: string } } | null) =>
  text[req?.i18n?.language as keyof AdminLabel] ?? text.nl
