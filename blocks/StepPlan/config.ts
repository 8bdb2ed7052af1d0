import type { Block } from 'payload'

import { label } from '@/fields/labels'

/** The agency's step plan has exactly four steps (spec §2: "stappenplan, 4 steps"). */
export const STEP_PLAN_STEPS = 4

export const StepPlan: Block = {
  slug: 'stepPlan',
  interfaceName: 'StepPlanBlock',
  labels: {
    singular: label('Stappenplan', 'Plan en étapes', 'Step plan', 'Stufenplan'),
    plural: label('Stappenplannen', 'Plans en étapes', 'Step plans', 'Stufenpläne'),
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
      name: 'intro',
      type: 'textarea',
      localized: true,
      label: label('Inleiding', 'Introduction', 'Introduction', 'Einleitung'),
    },
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: STEP_PLAN_STEPS,
      maxRows: STEP_PLAN_STEPS,
      labels: {
        singular: label('Stap', 'Étape', 'Step', 'Schritt'),
        plural: label('Stappen', 'Étapes', 'Steps', 'Schritte'),
      },
      label: label(
        'Stappen (precies 4)',
        'Étapes (exactement 4)',
        'Steps (exactly 4)',
        'Schritte (genau 4)',
      ),
      fields: [
        {
          name: 'title',
          type: 'text',
          localized: true,
          required: true,
          label: label('Titel', 'Titre', 'Title', 'Titel'),
        },
        {
          name: 'text',
          type: 'textarea',
          localized: true,
          required: true,
          label: label('Tekst', 'Texte', 'Text', 'Text'),
        },
      ],
    },
  ],
}
