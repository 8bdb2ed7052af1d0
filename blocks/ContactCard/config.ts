import type { Block } from 'payload'

import { label } from '@/fields/labels'

export const ContactCard: Block = {
  slug: 'contactCard',
  interfaceName: 'ContactCardBlock',
  labels: {
    singular: label('Contactkaart', 'Carte de contact', 'Contact card', 'Kontaktkarte'),
    plural: label('Contactkaarten', 'Cartes de contact', 'Contact cards', 'Kontaktkarten'),
  },
  fields: [
    {
      name: 'heading',
      type: 'text',
      localized: true,
      required: true,
      label: label('Titel', 'Titre', 'Heading', 'Überschrift'),
    },
    {
      name: 'text',
      type: 'textarea',
      localized: true,
      label: label('Tekst', 'Texte', 'Text', 'Text'),
      admin: {
        description: label(
          'Adres, telefoon en e-mail komen uit de site-instellingen.',
          "L'adresse, le téléphone et l'e-mail viennent des paramètres du site.",
          'Address, phone and e-mail come from the site settings.',
          'Adresse, Telefon und E-Mail kommen aus den Website-Einstellungen.',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'showAddress',
          type: 'checkbox',
          defaultValue: true,
          label: label('Adres tonen', "Afficher l'adresse", 'Show address', 'Adresse anzeigen'),
        },
        {
          name: 'showPhone',
          type: 'checkbox',
          defaultValue: true,
          label: label('Telefoon tonen', 'Afficher le téléphone', 'Show phone', 'Telefon anzeigen'),
        },
        {
          name: 'showEmail',
          type: 'checkbox',
          defaultValue: true,
          label: label('E-mail tonen', "Afficher l'e-mail", 'Show e-mail', 'E-Mail anzeigen'),
        },
      ],
    },
  ],
}
