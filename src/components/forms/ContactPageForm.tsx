'use client'
// The one form the contact page shows (the general contact form, a request about a property or
// a project's brochure). Each form is its own chunk: the page loads the code of the form it
// shows, not of the six it could show (a server component's imports of client components all
// land in the page's first load; next/dynamic in a client component splits them).
import dynamic from 'next/dynamic'
import type { ComponentProps, ReactNode } from 'react'

// The forms' styles (3 KB) come with the page, in its HTML: a stylesheet that arrived with the
// chunk of the form would be a render-blocking request of its own (decision 0018).
import './forms.css'
import './property-forms.css'

import type { ContactForm as Contact } from './ContactForm'
import type { DocumentRequestForm as DocumentRequest } from './DocumentRequestForm'
import type { OfferForm as Offer } from './OfferForm'
import type { RentApplicationForm as RentApplication } from './RentApplicationForm'
import type { SendToFriendForm as SendToFriend } from './SendToFriendForm'
import type { BrochureForm as Brochure, VisitRequestForm as VisitRequest } from './VisitRequestForm'

const forms = {
  contact: dynamic(() => import('./ContactForm').then((m) => m.ContactForm)),
  'document-request': dynamic(() =>
    import('./DocumentRequestForm').then((m) => m.DocumentRequestForm),
  ),
  offer: dynamic(() => import('./OfferForm').then((m) => m.OfferForm)),
  'rent-application': dynamic(() =>
    import('./RentApplicationForm').then((m) => m.RentApplicationForm),
  ),
  'send-to-friend': dynamic(() => import('./SendToFriendForm').then((m) => m.SendToFriendForm)),
  'visit-request': dynamic(() => import('./VisitRequestForm').then((m) => m.VisitRequestForm)),
  brochure: dynamic(() => import('./VisitRequestForm').then((m) => m.BrochureForm)),
}

export type ContactPageFormProps =
  | { kind: 'contact'; props: ComponentProps<typeof Contact> }
  | { kind: 'document-request'; props: ComponentProps<typeof DocumentRequest> }
  | { kind: 'offer'; props: ComponentProps<typeof Offer> }
  | { kind: 'rent-application'; props: ComponentProps<typeof RentApplication> }
  | { kind: 'send-to-friend'; props: ComponentProps<typeof SendToFriend> }
  | { kind: 'visit-request'; props: ComponentProps<typeof VisitRequest> }
  | { kind: 'brochure'; props: ComponentProps<typeof Brochure> }

export function ContactPageForm({ kind, props }: ContactPageFormProps) {
  const Form = forms[kind] as (props: ContactPageFormProps['props']) => ReactNode
  return <Form {...props} />
}
