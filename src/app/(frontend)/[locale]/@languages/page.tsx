// The language switcher of the home page (the header renders this slot; see ../layout.tsx).
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import type { SearchParams } from '@/lib/seo/languageLinks'

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }

export default async function HomeLanguages({ params, searchParams }: Props) {
  const { locale } = await params
  return <LanguageSwitcher locale={locale} segments={[]} searchParams={await searchParams} />
}
