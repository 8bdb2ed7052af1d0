// Every field a property stores reaches the visitor somewhere, or is named here as internal: a
// field added to the collection and forgotten on the page fails this test (issue 14: about 25
// labelled fields of the spec were stored and never shown).
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import de from '@/i18n/messages/de.json'
import en from '@/i18n/messages/en.json'
import fr from '@/i18n/messages/fr.json'
import nl from '@/i18n/messages/nl.json'
import { canReadPrice } from '@/access/canReadPrice'
import { fieldGroups, shownFieldGroups } from '@/lib/property/fieldGroups'

import { Properties } from '../../../collections/Properties'

/**
 * The data paths of a field list (tabs and rows are layout, groups nest: `epc.co2`), or only
 * those of the fields `keep` accepts.
 */
const dataPaths = (fields: Field[], prefix = '', keep = (_: Field) => true): string[] =>
  fields.flatMap((field) => {
    if (field.type === 'tabs')
      return field.tabs.flatMap((tab) =>
        'name' in tab && tab.name
          ? dataPaths(tab.fields, `${prefix}${tab.name}.`, keep)
          : dataPaths(tab.fields, prefix, keep),
      )
    if (field.type === 'row' || field.type === 'collapsible')
      return dataPaths(field.fields, prefix, keep)
    if (field.type === 'group' && 'name' in field && field.name)
      return dataPaths(field.fields, `${prefix}${field.name}.`, keep)
    return 'name' in field && field.name && keep(field) ? [`${prefix}${field.name}`] : []
  })

/** Shown by the page outside the field groups (title, price, gallery, energy label, map…). */
const shownElsewhere = [
  'title',
  'goal',
  'status',
  'price',
  'priceUnit',
  'priceUnitText',
  'marquee',
  'description',
  'manager',
  'street',
  'houseNumber',
  'boxNumber',
  'zip',
  'city',
  'countryId',
  'region',
  'latitude',
  'longitude',
  'images',
  'videoUrl',
  'virtualTourUrl',
  'documents', // the downloads section
  'epc.value',
  'epc.labelText',
  'epc.label',
  'mobiscore.publicTransport',
  'mobiscore.education',
  'mobiscore.shops',
  'mobiscore.leisure',
  'mobiscore.health',
  'mobiscore.environment',
  'mobiscore.nearby',
]

/** Never shown to a visitor, on purpose. */
const internal = [
  'publishPrice', // decides whether the price is shown
  'publishAddress', // decides whether the street is shown
  'listedPrice', // the sort key of lists
  'publicLatitude', // the area search's filter (the map shows latitude/longitude)
  'publicLongitude',
  'featured', // decides the carousels
  'project', // links the project page to its units
  'owners', // staff and owners only
  'internalNotes', // staff only
  'ownerDocuments', // owner portal only
  'untranslated', // the editor's translation status
  'listingQuality', // the editor's listing-quality score
  'seo.metaTitle', // the page's metadata, not its text
  'seo.metaDescription',
  'seo.image',
  // Which CRM listing the property comes from (docs/crm-import.md): staff only.
  'crm.connection',
  'crm.externalId',
  'crm.externalRef',
  'crm.lastSyncedAt',
  'crm.detached',
]

describe('property field groups', () => {
  const stored = dataPaths(Properties.fields)
  const inGroups = fieldGroups.flatMap((group) => group.fields.map((field) => field.path))

  it('show every stored field, or name it as shown elsewhere or internal', () => {
    const accounted = new Set([...inGroups, ...shownElsewhere, ...internal])
    expect(stored.filter((path) => !accounted.has(path))).toEqual([])
  })

  it('name only fields the collection stores', () => {
    expect(inGroups.filter((path) => !stored.includes(path))).toEqual([])
  })

  it.each(Object.entries({ nl, fr, en, de }))(
    'label every field and group in %s',
    (_, messages) => {
      const labels = messages.PropertyFields as Record<string, unknown>
      const keys = fieldGroups.flatMap((group) => [
        `group_${group.key}`,
        ...group.fields.map((field) => field.key),
      ])
      expect(keys.filter((key) => typeof labels[key] !== 'string')).toEqual([])
    },
  )

  it('mark as hidden with the price exactly the fields read like the price', () => {
    const readLikePrice = dataPaths(
      Properties.fields,
      '',
      (field) => 'access' in field && field.access?.read === canReadPrice,
    )
    const marked = fieldGroups.flatMap((group) =>
      group.fields.filter((field) => field.withPrice).map((field) => field.path),
    )
    expect(readLikePrice).toEqual(expect.arrayContaining(['finance.registrationRights']))
    expect([...marked].sort()).toEqual(readLikePrice.filter((path) => path !== 'price').sort())
  })

  it('never show a figure that tells a hidden price', () => {
    const typed = {
      goal: 'sale',
      startPrice: 650_000,
      finance: { notaryFees: 20_558, registrationRights: 220_625, cadastralIncome: 1_500 },
      annuity: { isAnnuity: true, bouquet: 100_000 },
    }
    const shown = (record: Record<string, unknown>) =>
      shownFieldGroups(record, 'nl').flatMap((group) => group.fields.map((field) => field.key))
    expect(shown({ ...typed, publishPrice: true })).toEqual(
      expect.arrayContaining(['startPrice', 'notaryFees', 'registrationRights', 'bouquet']),
    )
    const hidden = shown({ ...typed, publishPrice: false })
    expect(hidden).toEqual(expect.arrayContaining(['cadastralIncome', 'isAnnuity']))
    for (const key of ['startPrice', 'notaryFees', 'registrationRights', 'bouquet'])
      expect(hidden).not.toContain(key)
    expect(
      shown({ ...typed, goal: 'rent', finance: { deposit: 3_000 }, publishPrice: false }),
    ).not.toContain('deposit')
  })
})
