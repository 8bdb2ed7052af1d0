'use client'
// The footer's newsletter sign-up: an e-mail address; the server mails the confirmation link
// (double opt-in) and the visitor lands on the newsletter's thank-you page.
import { useForm } from 'react-hook-form'

import { FormShell, type FormProps } from './FormShell'
import { TextField } from './fields'
import { zodResolver } from './zodResolver'

export type NewsletterFormProps = FormProps & {
  labels: { email: string; submit: string; sending: string }
}

export default function NewsletterForm({ labels, ...props }: NewsletterFormProps) {
  const form = useForm({
    resolver: zodResolver(() =>
      import('@/lib/forms/schemas/newsletter').then((m) => m.newsletterSchema),
    ),
    mode: 'onTouched',
  })
  const sending = form.formState.isSubmitting
  return (
    <FormShell
      kind="newsletter"
      form={form}
      {...props}
      actions={
        <button type="submit" className="button" disabled={sending}>
          {sending ? labels.sending : labels.submit}
        </button>
      }
    >
      <TextField
        name="email"
        id="newsletter-email"
        type="email"
        label={labels.email}
        required
        autoComplete="email"
      />
    </FormShell>
  )
}
