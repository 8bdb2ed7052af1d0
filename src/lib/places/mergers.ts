// Municipal mergers the municipality list (src/seed/data/belgium-municipalities.json, about 2020)
// predates or only half knows: the Flemish mergers of 1 January 2019 (Oudsbergen and Pelt are in
// the list without postcodes) and of 1 January 2025. Each new municipality's name finds the
// postcodes of every former one; the former names keep finding their own postcodes, because
// people still search by them. Where a merged municipality kept a former one's name (Antwerpen,
// Hasselt, Deinze…), that name now finds the whole municipality.
export type Merger = {
  name: string
  province: string
  /** The former municipalities, by their name in the list and their province there. */
  from: readonly { name: string; province: string }[]
}

const merger = (name: string, province: string, ...from: string[]): Merger => ({
  name,
  province,
  from: from.map((entry) => {
    const [former, formerProvince = province] = entry.split('@')
    return { name: former, province: formerProvince }
  }),
})

export const mergers: readonly Merger[] = [
  // 2019
  merger('Aalter', 'Oost-Vlaanderen', 'Aalter', 'Knesselare'),
  // Nevele's Merendree went to Lievegem, but it shares postcode 9850 with the rest of Nevele,
  // which went to Deinze: the postcode stays with Deinze.
  merger('Deinze', 'Oost-Vlaanderen', 'Deinze', 'Nevele'),
  merger('Kruisem', 'Oost-Vlaanderen', 'Kruishoutem', 'Zingem'),
  merger('Lievegem', 'Oost-Vlaanderen', 'Lovendegem', 'Waarschoot', 'Zomergem'),
  merger('Oudsbergen', 'Limburg', 'Meeuwen-Gruitrode', 'Opglabbeek'),
  merger('Pelt', 'Limburg', 'Neerpelt', 'Overpelt'),
  merger('Puurs-Sint-Amands', 'Antwerpen', 'Puurs', 'Sint-Amands'),
  // 2025
  merger('Antwerpen', 'Antwerpen', 'Antwerpen', 'Borsbeek'),
  merger('Beveren-Kruibeke-Zwijndrecht', 'Oost-Vlaanderen', 'Beveren', 'Kruibeke', 'Zwijndrecht@Antwerpen'),
  merger('Bilzen-Hoeselt', 'Limburg', 'Bilzen', 'Hoeselt'),
  merger('Hasselt', 'Limburg', 'Hasselt', 'Kortessem'),
  merger('Lochristi', 'Oost-Vlaanderen', 'Lochristi', 'Wachtebeke'),
  merger('Lokeren', 'Oost-Vlaanderen', 'Lokeren', 'Moerbeke'),
  merger('Merelbeke-Melle', 'Oost-Vlaanderen', 'Merelbeke', 'Melle'),
  merger('Nazareth-De Pinte', 'Oost-Vlaanderen', 'Nazareth', 'De Pinte'),
  merger('Pajottegem', 'Vlaams-Brabant', 'Galmaarden', 'Gooik', 'Herne'),
  merger('Tessenderlo-Ham', 'Limburg', 'Tessenderlo', 'Ham'),
  merger('Tielt', 'West-Vlaanderen', 'Tielt', 'Meulebeke'),
  merger('Tongeren-Borgloon', 'Limburg', 'Tongeren', 'Borgloon'),
  merger('Wingene', 'West-Vlaanderen', 'Wingene', 'Ruiselede'),
] // prettier-ignore
