'use client'
// Asks for a property's documents; the same address asking again within 30 days is told it
// already did (the server's 409 comes back on the e-mail field).
import { useForm } from 'react-hook-form'

import { FormShell, type FormProps } from './FormShell'
import { PersonFields } from './PersonFields'
import { zodResolver } from './zodResolver'

export function DocumentRequestForm({ propertyId, ...props }: FormProps & { propertyId: string }) {
  const form = useForm({
    resolver: zodResolver(() =>
      import('@/lib/forms/schemas/documentRequest').then((m) => m.documentRequestSchema),
    ),
    mode: 'onTouched',
    defaultValues: { propertyId },
  })
  return (
    <FormShell kind="document-request" form={form} {...props}>
      <input type="hidden" defaultValue={propertyId} {...form.register('propertyId')} />
      <PersonFields phoneRequired />
    </FormShell>
  )
}
