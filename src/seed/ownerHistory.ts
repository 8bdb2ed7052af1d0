// 90 days of owner-portal history for the demo owners' properties (docs/owner-portal.md
// "Seed"): views per day and source, web leads, viewings with the agent's feedback, calls,
// online-media events and one offer each — deterministic, relative to the day of seeding, so the
// portal is never empty on a fresh clone.
import type { Payload } from 'payload'

import { addDays, brusselsDay } from '@/lib/portal/dates'
import { viewSources, type ViewSource } from '@/lib/portal/sources'

import { seedContext } from './context'
import { randomFor } from './random'

export const HISTORY_DAYS = 90

/** Seeded leads carry this domain, so a reset can tell them from real ones. */
export const DEMO_LEAD_DOMAIN = 'demo-lead.invalid'

const sourceWeights: Record<ViewSource, number> = {
  portals: 0.38,
  search: 0.27,
  direct: 0.18,
  social: 0.11,
  email: 0.06,
}

const people = [
  'Sofie Janssens', 'Thomas Maes', 'Camille Lambert', 'Lukas Schmitz', 'Emma Claes',
  'Nicolas Dupont', 'Julie Willems', 'Pieter Wouters', 'Sarah Goossens', 'Mehdi Benali',
  'Anna Becker', 'Louis Renard', 'Elise Mertens', 'Jonas Peeters', 'Chloé Martin',
] // prettier-ignore

const initialOf = (name: string) => {
  const [first, last] = name.split(' ')
  return `${first} ${last[0]}.`
}

const feedback = [
  {
    status: 'positive',
    comment: 'Heel enthousiast over de lichtinval en de tuin; denkt na over een bod.',
  },
  {
    status: 'neutral',
    comment: 'Vindt de ligging goed, twijfelt over de renovatiekosten van de badkamer.',
  },
  { status: 'negative', comment: 'Te weinig slaapkamers voor het gezin.' },
  { status: 'positive', comment: 'Komt terug voor een tweede bezoek met een aannemer.' },
  { status: 'neutral', comment: 'Zoekt in meerdere gemeenten; houdt het pand op de shortlist.' },
] as const

/** Noon in Brussels of `day` (the hour never moves an item to another day). */
const noonOf = (day: string) => `${day}T11:00:00.000Z`

/**
 * Fills the history of each property; `properties` are the ids of the demo owners' properties.
 * Returns how many items were written.
 */
export async function seedOwnerHistory(
  payload: Payload,
  { properties, now = new Date() }: { properties: number[]; now?: Date },
): Promise<number> {
  const today = brusselsDay(now)
  let written = 0
  for (const [index, property] of properties.entries()) {
    const rng = randomFor('owner-history', index)
    // Its own sequence, so the rest of the history stays what it was before appearances existed.
    const shownRng = randomFor('owner-appearances', index)
    const listedDaysAgo = HISTORY_DAYS + index * 9
    const listed = addDays(today, -listedDaysAgo)
    // The listing's first day online (the portal's "days on the market").
    await payload.update({
      collection: 'properties',
      id: property,
      data: { createdAt: noonOf(listed) },
      context: seedContext,
      overrideAccess: true,
    })

    // Views: a launch peak that settles, busier weekends, a bump after the price change.
    const base = 22 + index * 6
    const priceChangeDay = 40 + index * 3
    for (let ago = HISTORY_DAYS - 1; ago >= 0; ago--) {
      const day = addDays(today, -ago)
      const age = HISTORY_DAYS - 1 - ago
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
      const launch = age < 10 ? 2.2 - age * 0.12 : 1
      const weekend = weekday === 0 || weekday === 6 ? 1.35 : 1
      const afterPrice =
        ago < HISTORY_DAYS - priceChangeDay && ago > HISTORY_DAYS - priceChangeDay - 8 ? 1.6 : 1
      const views = Math.max(
        1,
        Math.round(base * launch * weekend * afterPrice * rng.float(0.75, 1.25, 2)),
      )
      // Appearances in the site's search results: several per view (most visitors who see a
      // property in a list do not open it), on the day's "direct" row (appearances.ts).
      const appearances = Math.round(views * shownRng.float(3.5, 6, 2))
      let left = views
      for (const [i, source] of viewSources.entries()) {
        const count =
          i === viewSources.length - 1
            ? left
            : Math.min(left, Math.round(views * sourceWeights[source] * rng.float(0.7, 1.3, 2)))
        left -= count
        const shown = source === 'direct' ? appearances : 0
        if (count <= 0 && !shown) continue
        await payload.create({
          collection: 'property-views',
          data: {
            key: `${day}|properties:${property}|${source}`,
            day,
            property,
            source,
            count,
            appearances: shown,
          },
          overrideAccess: true,
          depth: 0,
        })
        written++
      }
    }

    // Web leads: about one every four days; every third a visit request.
    for (let ago = HISTORY_DAYS - 2; ago >= 0; ago -= rng.int(2, 6)) {
      const name = rng.pick(people)
      const kind = rng.chance(0.4)
        ? 'visit-request'
        : rng.chance(0.5)
          ? 'contact'
          : 'document-request'
      const [first, last] = name.split(' ')
      await payload.create({
        collection: 'submissions',
        data: {
          kind,
          status: ago > 14 ? 'handled' : ago > 4 ? 'in-progress' : 'new',
          name,
          email: `${first.toLowerCase()}.${last.toLowerCase()}@${DEMO_LEAD_DOMAIN}`,
          locale: 'nl',
          property,
          content: { firstName: first, lastName: last },
          createdAt: noonOf(addDays(today, -ago)),
        },
        overrideAccess: true,
        depth: 0,
        context: seedContext,
      })
      written++
    }

    // Viewings with the agent's feedback: about one a week, the last one planned.
    let viewing = 0
    for (let ago = HISTORY_DAYS - 6; ago >= -3; ago -= rng.int(4, 9)) {
      const person = rng.pick(people)
      const note = feedback[viewing++ % feedback.length]
      const planned = ago < 0
      await payload.create({
        collection: 'property-activities',
        data: {
          property,
          date: noonOf(addDays(today, -ago)),
          group: 'visits',
          type: 'viewing',
          contactPerson: initialOf(person),
          subject: 'Bezichtiging ter plaatse',
          comment: planned ? null : note.comment,
          status: planned ? 'planned' : note.status,
        },
        overrideAccess: true,
        depth: 0,
      })
      written++
    }

    // Communications, online media and appearances kept by the agency.
    const offerAgo = 6 + index * 2
    const events = [
      { ago: listedDaysAgo, group: 'onlineMedia', type: 'portal', subject: 'Gepubliceerd op Immoweb en Zimmo', status: 'done' },
      { ago: listedDaysAgo - 1, group: 'onlineMedia', type: 'socialPost', subject: 'Bericht op Facebook en Instagram', status: 'done' },
      { ago: listedDaysAgo - 3, group: 'appearances', type: 'newsletter', subject: 'In de nieuwsbrief aan 2.400 zoekers', status: 'done' },
      { ago: listedDaysAgo - 12, group: 'appearances', type: 'advert', subject: 'Advertentie in de etalage van het kantoor', status: 'done' },
      { ago: HISTORY_DAYS - priceChangeDay, group: 'onlineMedia', type: 'priceChange', subject: 'Prijs aangepast in overleg met de eigenaar', status: 'done' },
      { ago: 30, group: 'communications', type: 'call', subject: 'Tussentijdse evaluatie met de eigenaar', contactPerson: null, status: 'done' },
      { ago: offerAgo, group: 'communications', type: 'offer', subject: 'Schriftelijk bod ontvangen', contactPerson: initialOf(people[(index * 4 + 2) % people.length]), comment: 'Bod onder de vraagprijs; de eigenaar beraadt zich.', status: 'neutral' },
    ] as const // prettier-ignore
    for (const event of events) {
      await payload.create({
        collection: 'property-activities',
        data: {
          property,
          date: noonOf(addDays(today, -event.ago)),
          group: event.group,
          type: event.type,
          subject: event.subject,
          contactPerson: 'contactPerson' in event ? event.contactPerson : null,
          comment: 'comment' in event ? event.comment : null,
          status: event.status,
        },
        overrideAccess: true,
        depth: 0,
      })
      written++
    }
  }
  return written
}
