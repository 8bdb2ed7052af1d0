// The owner portal's history: its four groups (the specification's visits, communications,
// online media, appearances), the types and statuses of an item.
export const activityGroups = ['visits', 'communications', 'onlineMedia', 'appearances'] as const
export type ActivityGroup = (typeof activityGroups)[number]

export const activityTypes = [
  'viewing',
  'openHouse',
  'call',
  'email',
  'meeting',
  'documents',
  'offer',
  'published',
  'priceChange',
  'statusChange',
  'portal',
  'socialPost',
  'newsletter',
  'advert',
  'other',
] as const
export type ActivityType = (typeof activityTypes)[number]

export const activityStatuses = [
  'planned',
  'done',
  'cancelled',
  'positive',
  'neutral',
  'negative',
  'accepted',
  'refused',
] as const

/**
 * Types of history items the portal derives itself: web-form requests (by form kind) and the
 * weekly views of the appearances group.
 */
export const derivedTypes = [
  'visitRequest',
  'appointment',
  'contact',
  'documentRequest',
  'rentApplication',
  'callMe',
  'brochure',
  'viewsPerWeek',
] as const

export type HistoryItem = {
  date: string
  type: string
  contactPerson: string | null
  subject: string | null
  comment: string | null
  status: string | null
}

/** A person as the portal shows them: first name and the initial of the last name. */
export const firstNameAndInitial = (name: unknown): string | null => {
  if (typeof name !== 'string') return null
  const parts = name
    .replace(/\S+@\S+/g, ' ')
    .replace(/[+\d][\d\s./()-]{5,}/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  if (!parts.length) return null
  if (parts.length === 1) return parts[0]
  return `${parts[0]} ${parts[parts.length - 1][0].toUpperCase()}.`
}

/** An e-mail address or a phone number in a text meant for owners (never allowed there). */
export const holdsContactDetails = (value: unknown): boolean =>
  typeof value === 'string' && (/\S@\S/.test(value) || /\d[\d\s./()-]{6,}\d/.test(value))
