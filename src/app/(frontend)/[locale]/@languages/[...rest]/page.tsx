// The language switcher of every other page: a catch-all slot receives the page's internal
// path on every navigation, so the links always lead to the page being shown.
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'
import type { SearchParams } from '@/lib/seo/languageLinks'

type Props = {
  params: Promise<{ locale: string; rest: string[] }>
  searchParams: Promise<SearchParams>
}

export default async function PageLanguages({ params, searchParams }: Props) {
  const { locale, rest } = await params
  return <LanguageSwitcher locale={locale} segments={rest} searchParams={await searchParams} />
}
