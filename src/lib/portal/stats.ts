// The owner statistics of one property (docs/owner-portal.md GET /api/owner-stats/{id}):
// views from the daily aggregates, leads and visits from the site's requests (submissions) and
// the agency's activities, the history in the specification's four groups. Only for an owner of
// the property; everyone else gets null (the portal never confirms that a property exists).
import type { Payload } from 'payload'

import { relationId } from '@/access/roles'
import type { Locale } from '@/i18n/locales'

import { firstNameAndInitial, type ActivityGroup, type HistoryItem } from './activities'
import { addDays, brusselsDay, daysBetween, daysEnding, weekStart } from './dates'
import { viewSources, type ViewSource } from './sources'

/** Form kinds that are leads about a property, and the history type each becomes. */
const leadKinds = {
  'visit-request': { type: 'visitRequest', group: 'visits' },
  appointment: { type: 'appointment', group: 'visits' },
  contact: { type: 'contact', group: 'communications' },
  'document-request': { type: 'documentRequest', group: 'communications' },
  offer: { type: 'offer', group: 'communications' },
  'rent-application': { type: 'rentApplication', group: 'communications' },
  'call-me': { type: 'callMe', group: 'communications' },
  brochure: { type: 'brochure', group: 'communications' },
} as const satisfies Record<string, { type: string; group: ActivityGroup }>

const submissionStatus: Record<string, string> = {
  new: 'new',
  'in-progress': 'inProgress',
  handled: 'handled',
}

export type DayFigures = { date: string; views: number; leads: number; visits: number }

export type OwnerStats = {
  property: { id: number; title: string; reference: string | null }
  views: { today: number; week: number; month: number; total: number }
  days: DayFigures[]
  funnel: { views: number; leads: number; visits: number; offers: number }
  history: Record<ActivityGroup, HistoryItem[]>
}

/** What the portal pages show besides the contract's body. */
export type OwnerStatsDetail = OwnerStats & {
  /** Views of the last 30 days per source. */
  sources: Record<ViewSource, number>
  /** The 30 days before `days`, for the change against the previous period. */
  previous: { views: number; leads: number; visits: number }
  listedSince: string
  /** Times the property was in a page of search results: the last 30 days and the 30 before. */
  appearances: { month: number; previous: number }
}

type OwnedProperty = {
  id: number
  title: string
  reference?: string | null
  createdAt: string
  owners?: unknown
}

/** The property if `ownerId` is one of its owners, else null. */
export const findOwnedProperty = async (
  payload: Payload,
  {
    propertyId,
    ownerId,
    locale,
  }: { propertyId: unknown; ownerId: number | string; locale: Locale },
): Promise<OwnedProperty | null> => {
  const id = typeof propertyId === 'number' ? propertyId : Number(propertyId)
  if (!Number.isSafeInteger(id) || id <= 0 || String(id) !== String(propertyId)) return null
  const { docs } = await payload.find({
    collection: 'properties',
    where: { and: [{ id: { equals: id } }, { owners: { in: [ownerId] } }] },
    select: { title: true, reference: true, createdAt: true, owners: true },
    locale,
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const doc = docs[0] as unknown as OwnedProperty | undefined
  if (!doc) return null
  const owners = Array.isArray(doc.owners) ? doc.owners : []
  return owners.some((owner) => String(relationId(owner)) === String(ownerId)) ? doc : null
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

const countBy = (days: string[], byDay: Map<string, number>) =>
  sum(days.map((day) => byDay.get(day) ?? 0))

const bump = (map: Map<string, number>, day: string, by = 1) =>
  map.set(day, (map.get(day) ?? 0) + by)

const byDateDesc = (a: HistoryItem, b: HistoryItem) =>
  a.date < b.date ? 1 : a.date > b.date ? -1 : 0

/** The statistics of a property the caller owns, as of `now`. */
export async function computeStats(
  payload: Payload,
  { property, now = new Date() }: { property: OwnedProperty; now?: Date },
): Promise<OwnerStatsDetail> {
  const [views, submissions, activities] = await Promise.all([
    payload.find({
      collection: 'property-views',
      where: { property: { equals: property.id } },
      select: { day: true, source: true, count: true, appearances: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'submissions',
      where: {
        and: [{ property: { equals: property.id } }, { kind: { in: Object.keys(leadKinds) } }],
      },
      select: { kind: true, name: true, status: true, createdAt: true },
      sort: '-createdAt',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'property-activities',
      where: {
        and: [{ property: { equals: property.id } }, { visibleToOwner: { not_equals: false } }],
      },
      sort: '-date',
      depth: 0,
      pagination: false,
      overrideAccess: true,
    }),
  ])

  const today = brusselsDay(now)
  const last30 = daysEnding(today, 30)
  const previous30 = daysEnding(addDays(today, -30), 30)
  const last30Set = new Set(last30)

  const viewsByDay = new Map<string, number>()
  const sources = Object.fromEntries(viewSources.map((source) => [source, 0])) as Record<
    ViewSource,
    number
  >
  const appearancesByDay = new Map<string, number>()
  let total = 0
  for (const row of views.docs) {
    const count = row.count ?? 0
    total += count
    bump(viewsByDay, row.day, count)
    if (row.appearances) bump(appearancesByDay, row.day, row.appearances)
    if (last30Set.has(row.day) && row.source in sources) sources[row.source as ViewSource] += count
  }

  const leadsByDay = new Map<string, number>()
  const visitsByDay = new Map<string, number>()
  let offers = 0
  const history: Record<ActivityGroup, HistoryItem[]> = {
    visits: [],
    communications: [],
    onlineMedia: [],
    appearances: [],
  }

  for (const submission of submissions.docs) {
    const lead = leadKinds[submission.kind as keyof typeof leadKinds]
    if (!lead) continue
    const day = brusselsDay(submission.createdAt)
    bump(leadsByDay, day)
    if (submission.kind === 'offer' && last30Set.has(day)) offers++
    history[lead.group].push({
      date: day,
      type: lead.type,
      contactPerson: firstNameAndInitial(submission.name),
      subject: null,
      comment: null,
      status: submissionStatus[submission.status ?? ''] ?? null,
    })
  }

  for (const activity of activities.docs) {
    const day = brusselsDay(activity.date)
    const group = activity.group as ActivityGroup
    if (group === 'communications') bump(leadsByDay, day)
    if (group === 'visits' && activity.status !== 'cancelled' && day <= today)
      bump(visitsByDay, day)
    if (activity.type === 'offer' && last30Set.has(day)) offers++
    history[group]?.push({
      date: day,
      type: activity.type,
      contactPerson: activity.contactPerson || null,
      subject: activity.subject || null,
      comment: activity.comment || null,
      status: activity.status || null,
    })
  }

  // Online media: the listing itself; appearances: its views per week and how often it was in
  // search results that week (the last 12 weeks).
  const listedSince = brusselsDay(property.createdAt)
  history.onlineMedia.push({
    date: listedSince,
    type: 'published',
    contactPerson: null,
    subject: null,
    comment: null,
    status: null,
  })
  const weeks = new Map<string, number>()
  for (const [day, count] of viewsByDay) {
    if (daysBetween(day, today) > 12 * 7) continue
    bump(weeks, weekStart(day), count)
  }
  for (const [week, count] of weeks)
    history.appearances.push({
      date: week,
      type: 'viewsPerWeek',
      contactPerson: null,
      subject: String(count),
      comment: null,
      status: null,
    })
  const appearanceWeeks = new Map<string, number>()
  for (const [day, count] of appearancesByDay) {
    if (daysBetween(day, today) > 12 * 7) continue
    bump(appearanceWeeks, weekStart(day), count)
  }
  for (const [week, count] of appearanceWeeks)
    history.appearances.push({
      date: week,
      type: 'searchAppearancesPerWeek',
      contactPerson: null,
      subject: String(count),
      comment: null,
      status: null,
    })
  for (const group of Object.values(history)) group.sort(byDateDesc)

  const days = last30.map((date) => ({
    date,
    views: viewsByDay.get(date) ?? 0,
    leads: leadsByDay.get(date) ?? 0,
    visits: visitsByDay.get(date) ?? 0,
  }))
  const month = sum(days.map((day) => day.views))
  return {
    property: { id: property.id, title: property.title, reference: property.reference ?? null },
    views: {
      today: viewsByDay.get(today) ?? 0,
      week: countBy(daysEnding(today, 7), viewsByDay),
      month,
      total,
    },
    days,
    funnel: {
      views: month,
      leads: sum(days.map((day) => day.leads)),
      visits: sum(days.map((day) => day.visits)),
      offers,
    },
    history,
    sources,
    previous: {
      views: countBy(previous30, viewsByDay),
      leads: countBy(previous30, leadsByDay),
      visits: countBy(previous30, visitsByDay),
    },
    listedSince,
    appearances: {
      month: countBy(last30, appearancesByDay),
      previous: countBy(previous30, appearancesByDay),
    },
  }
}

/** The contract's body: exactly its keys, nothing of the portal's extras. */
export const toContractBody = (stats: OwnerStatsDetail): OwnerStats => ({
  property: stats.property,
  views: stats.views,
  days: stats.days,
  funnel: stats.funnel,
  history: stats.history,
})
