// The 43 listings of the demo agency, in creation order (references IMMO-0001 …): what and where
// each one is, and what sets it apart. Everything else (surfaces, price, EPC, texts) follows
// from these in properties.ts buildProperty, the same on every run.
import type { PhotoKind } from '../images'

import type { Condition, Feature, PropertyKind } from './propertyTexts'
import type { TownKey } from './towns'

type Common = {
  town: TownKey
  kind: PropertyKind
  photo: PhotoKind
  /** Otherwise drawn at random (never "new", which only projects and new builds have). */
  condition?: Condition
  /** What the title puts forward; by default the garden, terrace or garage it has. */
  feature?: Feature
  /** Index into the team (0 Sofie, 1 Julien, 2 Anna); by default the region's manager. */
  manager?: number
  /** Index into content.ts demoOwners: the owner sees the listing in the owner portal. */
  owner?: number
  /** Index into projects.ts demoProjects: a unit of that new-build project. */
  project?: number
  /** false: "price on request" for visitors. */
  publishPrice?: boolean
  /** The price is shown as "from" (new builds). */
  priceFrom?: boolean
  marquee?: 'new' | 'priceReduced'
  /** false: visitors see the town, not the street. */
  publishAddress?: boolean
}

/** Sold ends a sale and rented a rental, as the collection validates. */
type GoalAndStatus =
  | { goal: 'sale'; status?: 'available' | 'option' | 'sold' }
  | { goal: 'rent'; status?: 'available' | 'option' | 'rented' }

export type PropertySpec = Common & GoalAndStatus

export const demoPropertySpecs: readonly PropertySpec[] = [
  // Flanders (Sofie)
  { town: 'gent', kind: 'house', goal: 'sale', photo: 'house', feature: 'garden', marquee: 'new' },
  { town: 'gent', kind: 'apartment', goal: 'sale', status: 'option', photo: 'apartment', feature: 'terrace' },
  { town: 'gent', kind: 'penthouse', goal: 'sale', photo: 'apartment', condition: 'new', project: 0, priceFrom: true, marquee: 'new' },
  { town: 'gent', kind: 'apartment', goal: 'rent', photo: 'apartment', feature: 'terrace', owner: 0 },
  { town: 'antwerpen', kind: 'apartment', goal: 'sale', photo: 'apartment', feature: 'terrace', marquee: 'priceReduced' },
  { town: 'antwerpen', kind: 'mansion', goal: 'sale', photo: 'mansion', condition: 'toRefresh' },
  { town: 'antwerpen', kind: 'garage', goal: 'sale', photo: 'apartment' },
  { town: 'antwerpen', kind: 'office', goal: 'rent', photo: 'commercial' },
  { town: 'brugge', kind: 'mansion', goal: 'sale', status: 'sold', photo: 'mansion', condition: 'excellent' },
  { town: 'brugge', kind: 'studio', goal: 'rent', status: 'rented', photo: 'apartment' },
  { town: 'leuven', kind: 'studentRoom', goal: 'rent', photo: 'mansion', feature: 'none' },
  { town: 'leuven', kind: 'duplex', goal: 'sale', photo: 'apartment', feature: 'terrace' },
  { town: 'mechelen', kind: 'house', goal: 'sale', photo: 'house', condition: 'toRenovate', owner: 0, marquee: 'priceReduced' },
  { town: 'hasselt', kind: 'bungalow', goal: 'sale', photo: 'villa', feature: 'garden' },
  { town: 'kortrijk', kind: 'commercial', goal: 'sale', photo: 'commercial' },
  { town: 'knokke', kind: 'apartment', goal: 'sale', photo: 'apartment', feature: 'seaView', publishPrice: false },
  { town: 'oostende', kind: 'studio', goal: 'sale', status: 'sold', photo: 'apartment', feature: 'seaView' },
  { town: 'latem', kind: 'villa', goal: 'sale', photo: 'villa', condition: 'excellent', publishPrice: false, publishAddress: false },
  { town: 'tervuren', kind: 'villa', goal: 'sale', status: 'option', photo: 'villa', publishAddress: false },
  { town: 'damme', kind: 'farmhouse', goal: 'sale', photo: 'farmhouse', feature: 'view' },
  { town: 'kasterlee', kind: 'land', goal: 'sale', photo: 'farmhouse', marquee: 'new' },
  // Brussels (Julien)
  { town: 'brussel', kind: 'apartment', goal: 'sale', photo: 'apartment', feature: 'terrace' },
  { town: 'brussel', kind: 'studio', goal: 'rent', photo: 'apartment' },
  { town: 'elsene', kind: 'apartment', goal: 'sale', status: 'sold', photo: 'apartment', condition: 'excellent', project: 2 },
  { town: 'elsene', kind: 'mansion', goal: 'sale', photo: 'mansion', publishPrice: false, publishAddress: false },
  { town: 'ukkel', kind: 'villa', goal: 'sale', photo: 'villa', owner: 1 },
  { town: 'etterbeek', kind: 'apartment', goal: 'rent', status: 'rented', photo: 'apartment' },
  { town: 'woluwe', kind: 'duplex', goal: 'sale', status: 'option', photo: 'apartment' },
  { town: 'schaarbeek', kind: 'investment', goal: 'sale', photo: 'mansion', condition: 'good' },
  // Wallonia (Julien; Anna in East Belgium)
  { town: 'namen', kind: 'house', goal: 'sale', photo: 'house', condition: 'new', project: 1, priceFrom: true, marquee: 'new' },
  { town: 'namen', kind: 'apartment', goal: 'rent', photo: 'apartment', owner: 1 },
  { town: 'luik', kind: 'apartment', goal: 'sale', photo: 'apartment', marquee: 'priceReduced' },
  { town: 'waver', kind: 'house', goal: 'sale', photo: 'house', feature: 'garage' },
  { town: 'waterloo', kind: 'villa', goal: 'sale', photo: 'villa' },
  { town: 'louvainLaNeuve', kind: 'apartment', goal: 'rent', photo: 'apartment' },
  { town: 'durbuy', kind: 'farmhouse', goal: 'sale', photo: 'farmhouse', condition: 'toRenovate' },
  { town: 'bergen', kind: 'house', goal: 'sale', status: 'option', photo: 'house' },
  { town: 'eupen', kind: 'house', goal: 'sale', photo: 'house', manager: 2 },
  // Luxembourg (Anna)
  { town: 'luxemburg', kind: 'apartment', goal: 'sale', photo: 'apartment', feature: 'terrace' },
  { town: 'luxemburg', kind: 'penthouse', goal: 'sale', photo: 'apartment', condition: 'excellent', marquee: 'new' },
  { town: 'luxemburg', kind: 'apartment', goal: 'rent', photo: 'apartment' },
  { town: 'esch', kind: 'house', goal: 'sale', photo: 'house' },
  { town: 'ettelbruck', kind: 'house', goal: 'sale', status: 'sold', photo: 'house' },
] // prettier-ignore
