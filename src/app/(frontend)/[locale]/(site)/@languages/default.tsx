// When the slot cannot tell the page (Next's fallback for a parallel route): the switcher
// leads to each language's home page.
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'

type Props = { params: Promise<{ locale: string }> }

export default async function DefaultLanguages({ params }: Props) {
  const { locale } = await params
  return <LanguageSwitcher locale={locale} segments={[]} />
}
