// Tab "Documents": plans, certificates and brochures visitors may download once the property is
// published, and the documents the agency shares with the property's owners only (the mandate,
// the EPC report, a visit report, the marketing plan), which they download in the owner portal.
import type { Tab } from 'payload'

import { canReadPropertyOwners } from '@/access/canReadPropertyOwners'
import { isStaffField } from '@/access/isStaffField'
import { label } from '@/fields/labels'

export const documentsTab: Tab = {
  label: label('Documenten', 'Documents', 'Documents', 'Dokumente'),
  fields: [
    {
      name: 'documents',
      type: 'relationship',
      relationTo: 'documents',
      hasMany: true,
      label: label('Documenten', 'Documents', 'Documents', 'Dokumente'),
      admin: {
        description: label(
          'Te downloaden door elke bezoeker zodra het pand gepubliceerd is.',
          'Téléchargeables par tout visiteur dès que le bien est publié.',
          'Any visitor may download these once the property is published.',
          'Jeder Besucher kann sie herunterladen, sobald die Immobilie veröffentlicht ist.',
        ),
      },
    },
    {
      // Who may read this list is who may read the owners: staff and the property's own owners.
      // Documents read access (src/access/canReadDocument.ts) follows the same rule.
      name: 'ownerDocuments',
      type: 'relationship',
      relationTo: 'documents',
      hasMany: true,
      access: { read: canReadPropertyOwners, create: isStaffField, update: isStaffField },
      label: label(
        'Gedeeld met de eigenaars',
        'Partagés avec les propriétaires',
        'Shared with the owners',
        'Mit den Eigentümern geteilt',
      ),
      admin: {
        description: label(
          'Alleen de eigenaars van dit pand zien en downloaden deze in het eigenaarsportaal, ook als het pand niet gepubliceerd is (bv. opdracht, EPC-verslag, bezoekverslag, marketingplan). Nooit zichtbaar voor bezoekers.',
          'Seuls les propriétaires de ce bien les voient et les téléchargent dans le portail propriétaire, même si le bien n’est pas publié (p. ex. mandat, rapport PEB, rapport de visite, plan marketing). Jamais visibles pour les visiteurs.',
          'Only the owners of this property see and download these in the owner portal, even when the property is not published (e.g. the mandate, the EPC report, a visit report, the marketing plan). Never shown to visitors.',
          'Nur die Eigentümer dieser Immobilie sehen und laden sie im Eigentümerportal herunter, auch wenn die Immobilie nicht veröffentlicht ist (z. B. Auftrag, Energieausweis, Besichtigungsbericht, Marketingplan). Nie für Besucher sichtbar.',
        ),
      },
    },
  ],
}
