// The documents the agency shares with the demo owners (owner portal, "documents"): one or two
// small PDFs per property of theirs — the mandate, the EPC report, a visit report, the marketing
// plan — generated here, attached as the property's `ownerDocuments` and never public.
import type { Payload } from 'payload'

import { ALL_LOCALES, seedContext } from './context'
import { SEED_FILE_PREFIX } from './images'
import { simplePdf } from './pdf'

type Localized = { nl: string; fr: string; en: string; de: string }

type PropertyFacts = { title: string; reference: string; city: string; goal: 'sale' | 'rent' }

type Kind = {
  key: string
  title: (property: PropertyFacts) => Localized
  body: (property: PropertyFacts) => string[]
}

const kinds: Record<'mandate' | 'epc' | 'visits' | 'marketing', Kind> = {
  mandate: {
    key: 'opdracht',
    title: (p) =>
      p.goal === 'rent'
        ? {
            nl: 'Verhuuropdracht',
            fr: 'Mandat de location',
            en: 'Letting mandate',
            de: 'Vermietungsauftrag',
          }
        : {
            nl: 'Verkoopsopdracht',
            fr: 'Mandat de vente',
            en: 'Sales mandate',
            de: 'Verkaufsauftrag',
          },
    body: (p) => [
      `${p.goal === 'rent' ? 'Verhuuropdracht' : 'Verkoopsopdracht'} ${p.reference}`,
      `${p.title} - ${p.city}`,
      '',
      'Exclusieve opdracht van drie maanden, stilzwijgend verlengbaar per maand.',
      `${p.goal === 'rent' ? 'Huurprijs' : 'Vraagprijs'} en ereloon zoals besproken bij de ondertekening.`,
      'Het kantoor stuurt de eigenaar elke week een overzicht van de interesse.',
    ],
  },
  epc: {
    key: 'epc',
    title: () => ({
      nl: 'EPC-verslag',
      fr: 'Rapport PEB',
      en: 'EPC report',
      de: 'Energieausweis',
    }),
    body: (p) => [
      `Energieprestatiecertificaat ${p.reference}`,
      `${p.title} - ${p.city}`,
      '',
      'Samenvatting van het verslag van de energiedeskundige.',
      'Aanbevelingen: dakisolatie, hoogrendementsbeglazing, thermostatische kranen.',
    ],
  },
  visits: {
    key: 'bezoekverslag',
    title: () => ({
      nl: 'Bezoekverslag',
      fr: 'Rapport de visites',
      en: 'Visit report',
      de: 'Besichtigungsbericht',
    }),
    body: (p) => [
      `Bezoekverslag ${p.reference}`,
      `${p.title} - ${p.city}`,
      '',
      'Overzicht van de bezichtigingen van de voorbije weken en de feedback van de kandidaten.',
      'Meest genoemd: lichtinval en ligging positief; renovatiekosten badkamer als aandachtspunt.',
    ],
  },
  marketing: {
    key: 'marketingplan',
    title: () => ({
      nl: 'Marketingplan',
      fr: 'Plan marketing',
      en: 'Marketing plan',
      de: 'Marketingplan',
    }),
    body: (p) => [
      `Marketingplan ${p.reference}`,
      `${p.title} - ${p.city}`,
      '',
      'Publicatie op de eigen website en de vastgoedportalen, nieuwsbrief naar het zoekregister,',
      'advertenties op sociale media gedurende vier weken, open huis na de eerste maand.',
    ],
  },
}

/** Which documents each property gets, by its place among the demo owners' properties. */
const plan: (keyof typeof kinds)[][] = [
  ['mandate', 'epc'],
  ['marketing'],
  ['visits', 'mandate'],
  ['epc'],
]

/**
 * Attaches one or two shared documents to each of `properties` (the demo owners' property ids).
 * Returns how many documents were created.
 */
export async function seedOwnerDocuments(
  payload: Payload,
  { properties }: { properties: number[] },
): Promise<number> {
  let created = 0
  for (const [index, id] of properties.entries()) {
    const property = await payload.findByID({
      collection: 'properties',
      id,
      select: { title: true, reference: true, city: true, goal: true },
      locale: 'nl',
      depth: 0,
      overrideAccess: true,
    })
    const facts: PropertyFacts = {
      title: property.title,
      reference: property.reference ?? String(id),
      city: property.city ?? '',
      goal: property.goal === 'rent' ? 'rent' : 'sale',
    }
    const ids: number[] = []
    for (const name of plan[index % plan.length]) {
      const kind = kinds[name]
      const pdf = simplePdf(kind.body(facts))
      const doc = await payload.create({
        collection: 'documents',
        locale: ALL_LOCALES,
        data: { title: kind.title(facts) as unknown as string },
        file: {
          data: pdf,
          mimetype: 'application/pdf',
          name: `${SEED_FILE_PREFIX}eigenaar-${kind.key}-${facts.reference}.pdf`.toLowerCase(),
          size: pdf.length,
        },
        overrideAccess: true,
        context: seedContext,
      })
      ids.push(doc.id)
      created++
    }
    await payload.update({
      collection: 'properties',
      id,
      data: { ownerDocuments: ids },
      overrideAccess: true,
      context: seedContext,
    })
  }
  return created
}
