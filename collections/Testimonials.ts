// Reviews by clients. Visitors' submissions (forms) arrive unapproved and stay hidden until a
// staff member approves them; staff-entered ones are approved by ticking the box.
import type { Access, CollectionConfig, PayloadRequest } from 'payload'

import { isStaff } from '@/access/isStaff'
import { isStaffUser } from '@/access/roles'
import { inLanguage, label } from '@/fields/labels'

import { languageOptions } from './Routes'
import { cacheTags } from '@/lib/cacheTags'
import { revalidateOnChange, revalidateOnDelete } from '@/lib/revalidate'

/** Visitors (and owners) read approved testimonials only; staff read all of them. */
export const isApprovedOrStaff: Access = ({ req }) =>
  isStaffUser(req.user) ? true : { approved: { equals: true } }

const websiteMessage = label(
  'Geef een volledig webadres (https://…).',
  'Indiquez une adresse web complète (https://…).',
  'Enter a full web address (https://…).',
  'Geben Sie eine vollständige Webadresse (https://…) ein.',
)

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: {
    singular: label('Referentie', 'Référence', 'Testimonial', 'Referenz'),
    plural: label('Referenties', 'Références', 'Testimonials', 'Referenzen'),
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'opinion', 'date', 'postedBy', 'approved'],
    listSearchableFields: ['name', 'opinion'],
    group: label('Inhoud', 'Contenu', 'Content', 'Inhalt'),
  },
  access: {
    read: isApprovedOrStaff,
    create: isStaff,
    update: isStaff,
    delete: isStaff,
  },
  defaultSort: '-date',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          type: 'text',
          required: true,
          label: label('Naam', 'Nom', 'Name', 'Name'),
        },
        {
          name: 'aboutYou',
          type: 'text',
          label: label('Over u', 'À propos de vous', 'About you', 'Über Sie'),
          admin: {
            description: label(
              'Bv. "Verkocht een woning in Gent".',
              'P. ex. « A vendu une maison à Gand ».',
              'E.g. "Sold a house in Ghent".',
              'Z. B. „Hat ein Haus in Gent verkauft“.',
            ),
          },
        },
      ],
    },
    {
      name: 'opinion',
      type: 'textarea',
      required: true,
      label: label('Mening', 'Avis', 'Opinion', 'Meinung'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'website',
          type: 'text',
          label: label('Website', 'Site web', 'Website', 'Website'),
          validate: (value: unknown, { req }: { req: PayloadRequest }) =>
            !value || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(String(value).trim())
              ? true
              : inLanguage(websiteMessage, req),
        },
        {
          name: 'language',
          type: 'select',
          options: languageOptions,
          label: label(
            'Taal van de tekst',
            'Langue du texte',
            'Language of the text',
            'Sprache des Textes',
          ),
        },
      ],
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      label: label('Foto', 'Photo', 'Photo', 'Foto'),
    },
    {
      name: 'approved',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: label(
        'Goedgekeurd (zichtbaar op de site)',
        'Approuvé (visible sur le site)',
        'Approved (shown on the site)',
        'Freigegeben (auf der Website sichtbar)',
      ),
      admin: { position: 'sidebar' },
    },
    {
      name: 'date',
      type: 'date',
      defaultValue: () => new Date().toISOString(),
      index: true,
      label: label('Datum', 'Date', 'Date', 'Datum'),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'postedBy',
      type: 'select',
      defaultValue: 'agency',
      options: [
        { value: 'agency', label: label('Het kantoor', "L'agence", 'The agency', 'Das Büro') },
        {
          value: 'visitor',
          label: label(
            'Bezoeker (formulier)',
            'Visiteur (formulaire)',
            'Visitor (form)',
            'Besucher (Formular)',
          ),
        },
      ],
      label: label('Geplaatst door', 'Publié par', 'Posted by', 'Veröffentlicht von'),
      admin: { position: 'sidebar' },
    },
  ],
  hooks: {
    afterChange: [revalidateOnChange(() => [cacheTags.testimonials, cacheTags.articles])],
    afterDelete: [revalidateOnDelete(() => [cacheTags.testimonials, cacheTags.articles])],
  },
}
