// Admin labels in the four admin languages (the admin follows the editor's language).
export type AdminLabel = { nl: string; fr: string; en: string; de: string }

export const label = (nl: string, fr: string, en: string, de: string): AdminLabel => ({
  nl,
  fr,
  en,
  de,
})
