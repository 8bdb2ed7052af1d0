// The administrator's choice, per mandatory mention, of what its absence does when an editor
// publishes a property: a warning beside the publish button, or a refusal to publish.
import type { GlobalConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { label } from '@/fields/labels'
import { complianceTexts, mentionLabels } from '@/fields/mentionLabels'
import { MENTION_RULE_IDS } from '@/lib/domain'

export const ComplianceRules: GlobalConfig = {
  slug: 'compliance-rules',
  label: complianceTexts.title,
  admin: {
    group: label('Beheer', 'Administration', 'Administration', 'Verwaltung'),
    description: label(
      'Per verplichte vermelding: wat er gebeurt wanneer ze ontbreekt bij het publiceren van een pand. Een waarschuwing houdt niets tegen.',
      'Pour chaque mention obligatoire : ce qui se passe si elle manque lors de la publication d’un bien. Un avertissement ne bloque rien.',
      'For each mandatory mention: what happens when it is missing as a property is published. A warning never stops anything.',
      'Für jede Pflichtangabe: was geschieht, wenn sie beim Veröffentlichen einer Immobilie fehlt. Eine Warnung hält nichts auf.',
    ),
  },
  // Editors read it (their publish check list shows warn or block); only administrators decide.
  access: { read: isStaff, update: isAdmin },
  fields: [
    {
      name: 'severity',
      type: 'group',
      label: label('Per vermelding', 'Par mention', 'Per mention', 'Je Angabe'),
      fields: MENTION_RULE_IDS.map((id) => ({
        name: id,
        type: 'radio' as const,
        defaultValue: 'warn',
        options: [
          { value: 'warn', label: complianceTexts.warn },
          { value: 'block', label: complianceTexts.block },
        ],
        label: mentionLabels[id],
        admin: { layout: 'horizontal' as const },
      })),
    },
  ],
}
