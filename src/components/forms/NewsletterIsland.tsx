'use client'
// The newsletter form with its texts, loaded when the visitor opens it (NewsletterSignup): the
// messages are the few the form uses (newsletterMessages.ts), picked on the server.
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'

import NewsletterForm, { type NewsletterFormProps } from './NewsletterForm'

export type NewsletterIslandProps = NewsletterFormProps & { messages: AbstractIntlMessages }

export default function NewsletterIsland({ messages, ...props }: NewsletterIslandProps) {
  return (
    <NextIntlClientProvider locale={props.locale} messages={messages}>
      <NewsletterForm {...props} />
    </NextIntlClientProvider>
  )
}
