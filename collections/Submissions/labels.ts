// The names of a submission's statuses in the four admin languages (admin list, CSV export).
import { label, type AdminLabel } from '@/fields/labels'

export const submissionStatuses = ['new', 'in-progress', 'handled'] as const

export const statusLabels: Record<(typeof submissionStatuses)[number], AdminLabel> = {
  new: label('Nieuw', 'Nouveau', 'New', 'Neu'),
  'in-progress': label('In behandeling', 'En cours', 'In progress', 'In Bearbeitung'),
  handled: label('Afgehandeld', 'Traité', 'Handled', 'Erledigt'),
}
