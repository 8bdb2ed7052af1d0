// The texts of the town box's suggestions in the visitor's language, for PlaceCombobox.
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'

export async function placeComboboxTexts(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'SearchFilters' })
  return {
    listLabel: t('placeSuggestions'),
    countText: {
      none: t('placeSuggestionsNone'),
      one: t('placeSuggestionsOne'),
      other: t.raw('placeSuggestionsOther') as string,
    },
  }
}
