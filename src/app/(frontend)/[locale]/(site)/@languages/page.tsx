// The language switcher of the home page (the header renders this slot; see ../layout.tsx).
import { LanguageSwitcher } from '@/components/layout/LanguageSwitcher'

type Props = { params: Promise<{ locale: string }> }

export default async function HomeLanguages({ params }: Props) {
  const { locale } = await params
  return <LanguageSwitcher locale={locale} segments={[]} />
}
