// Online appointment slots the agency opens; the appointment form books them (a full slot
// answers 409 "De afspraken zijn volzet").
import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'

export const appointmentSlotStatuses = ['open', 'confirmed', 'cancelled'] as const

export const AppointmentSlots: CollectionConfig = {
  slug: 'appointment-slots',
  labels: {
    singular: label(
      'Afspraakmoment',
      'Créneau de rendez-vous',
      'Appointment slot',
      'Terminfenster',
    ),
    plural: label(
      'Afspraakmomenten',
      'Créneaux de rendez-vous',
      'Appointment slots',
      'Terminfenster',
    ),
  },
  admin: {
    useAsTitle: 'start',
    defaultColumns: ['start', 'end', 'capacity', 'bookedCount', 'status'],
    group: label('Leads', 'Leads', 'Leads', 'Leads'),
  },
  // Visitors see the slots to choose one; the form counts the bookings.
  access: { read: anyone, create: isStaff, update: isStaff, delete: isStaff },
  defaultSort: 'start',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'start',
          type: 'date',
          required: true,
          index: true,
          label: label('Begin', 'Début', 'Start', 'Beginn'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'end',
          type: 'date',
          required: true,
          label: label('Einde', 'Fin', 'End', 'Ende'),
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'capacity',
          type: 'number',
          required: true,
          min: 1,
          defaultValue: 1,
          label: label('Aantal plaatsen', 'Nombre de places', 'Capacity', 'Plätze'),
        },
        {
          name: 'bookedCount',
          type: 'number',
          min: 0,
          defaultValue: 0,
          label: label('Geboekt', 'Réservés', 'Booked', 'Gebucht'),
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: [
        { value: 'open', label: label('Open', 'Ouvert', 'Open', 'Offen') },
        { value: 'confirmed', label: label('Bevestigd', 'Confirmé', 'Confirmed', 'Bestätigt') },
        { value: 'cancelled', label: label('Geannuleerd', 'Annulé', 'Cancelled', 'Abgesagt') },
      ],
      label: label('Status', 'Statut', 'Status', 'Status'),
      admin: { position: 'sidebar' },
    },
  ],
}
