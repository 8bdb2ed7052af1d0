'use client'
import { useTranslations } from 'next-intl'
import { useForm } from 'react-hook-form'

import { FormShell, type FormProps } from './FormShell'
import { PersonFields } from './PersonFields'
import { TextField } from './fields'
import { zodResolver } from './zodResolver'

/** Asks for a visit of one property (the property page and the contact page with ?property=). */
export function VisitRequestForm({ propertyId, ...props }: FormProps & { propertyId: string }) {
  const form = useForm({
    resolver: zodResolver(() =>
      import('@/lib/forms/schemas/visitRequest').then((m) => m.visitRequestSchema),
    ),
    mode: 'onTouched',
    defaultValues: { propertyId },
  })
  return (
    <FormShell kind="visit-request" form={form} {...props}>
      <input type="hidden" defaultValue={propertyId} {...form.register('propertyId')} />
      <PersonFields phoneRequired />
      <RemarksField />
    </FormShell>
  )
}

/** Asks for the brochure of a new-build project (the contact page with ?project=). */
export function BrochureForm({ projectId, ...props }: FormProps & { projectId: string }) {
  const form = useForm({
    resolver: zodResolver(() =>
      import('@/lib/forms/schemas/brochure').then((m) => m.brochureSchema),
    ),
    mode: 'onTouched',
    defaultValues: { projectId },
  })
  return (
    <FormShell kind="brochure" form={form} {...props}>
      <input type="hidden" defaultValue={projectId} {...form.register('projectId')} />
      <PersonFields />
      <RemarksField />
    </FormShell>
  )
}

/** What the visitor wants to add to the request. */
function RemarksField() {
  const t = useTranslations('Forms.labels')
  return <TextField name="remarks" label={t('remarks')} multiline />
}
