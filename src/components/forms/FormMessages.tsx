// Gives the client forms their texts: only the Forms namespace, without the mail texts.
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locales'

export async function FormMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale })
  const { errors, labels, options, ui } = messages.Forms
  return (
    <NextIntlClientProvider locale={locale} messages={{ Forms: { errors, labels, options, ui } }}>
      {children}
    </NextIntlClientProvider>
  )
}
