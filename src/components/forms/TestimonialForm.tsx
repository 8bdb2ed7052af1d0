'use client'
// "Leave your testimonial" under the references; it shows once the agency approves it.
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import { FormShell, type FormProps } from './FormShell'
import { EmailField } from './PersonFields'
import { FileField, TextField } from './fields'
import { zodResolver } from './zodResolver'

const imageTypes = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp'

export function TestimonialForm(props: FormProps) {
  const t = useTranslations('Forms')
  const form = useForm({
    resolver: zodResolver(() =>
      import('@/lib/forms/schemas/testimonial').then((m) => m.testimonialSchema),
    ),
    mode: 'onTouched',
  })
  return (
    <FormShell multipart kind="testimonial" form={form} {...props}>
      <div className="form-row">
        <TextField name="name" label={t('labels.name')} required autoComplete="name" />
        <EmailField />
      </div>
      <div className="form-row">
        <TextField name="aboutYou" label={t('labels.aboutYou')} hint={t('ui.aboutYouHint')} />
        <TextField
          name="website"
          label={t('labels.website')}
          hint={t('ui.websiteHint')}
          autoComplete="url"
        />
      </div>
      <TextField name="opinion" label={t('labels.opinion')} required multiline />
      <FileField
        name="image"
        label={t('labels.image')}
        accept={imageTypes}
        hint={t('ui.imageHint')}
      />
      <p className="form-hint">{t('ui.testimonialModeration')}</p>
    </FormShell>
  )
}
