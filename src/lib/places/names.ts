// Place names written by hand: what the postcode list (../shared/data/belgium-postcodes.json)
// lacks. It names each postcode in the language(s) spoken there, so "Luik"/"Liège" are there
// but not "Anvers", "Gand", "Lüttich" or the English "Brussels"; and it does not say which of
// two names is Dutch and which French. Luxembourg is not in it at all.
//
// Each town: its postcodes and its name in nl, fr, en, de (the suggestion shows the visitor's),
// then other spellings that find it too. Kept short on purpose: the official names and the
// exonyms in common use, not every historical form.
export type HandTown = {
  zips: readonly string[]
  nl: string
  fr: string
  en: string
  de: string
  also?: readonly string[]
}

const town = (
  zips: string | readonly string[],
  nl: string,
  fr: string,
  en = fr,
  de = fr,
  ...also: string[]
): HandTown => ({ zips: typeof zips === 'string' ? [zips] : zips, nl, fr, en, de, also })

/**
 * The postcodes that carry a city's own name in the list; the index adds the other districts'
 * from the municipality list (src/lib/places/index.ts).
 */
const antwerpen = ['2000', '2018', '2020', '2030', '2050', '2060']

export const handTowns: readonly HandTown[] = [
  // Brussels-Capital Region: the 19 municipalities, Dutch and French official names.
  town('1000', 'Brussel', 'Bruxelles', 'Brussels', 'Brüssel', 'Brussel-Stad', 'Bruxelles-Ville'),
  town('1020', 'Laken', 'Laeken'),
  town('1030', 'Schaarbeek', 'Schaerbeek'),
  town('1040', 'Etterbeek', 'Etterbeek'),
  town('1050', 'Elsene', 'Ixelles'),
  town('1060', 'Sint-Gillis', 'Saint-Gilles'),
  town('1070', 'Anderlecht', 'Anderlecht'),
  town('1080', 'Sint-Jans-Molenbeek', 'Molenbeek-Saint-Jean', undefined, undefined, 'Molenbeek'),
  town('1081', 'Koekelberg', 'Koekelberg'),
  town('1082', 'Sint-Agatha-Berchem', 'Berchem-Sainte-Agathe'),
  town('1083', 'Ganshoren', 'Ganshoren'),
  town('1090', 'Jette', 'Jette'),
  town('1140', 'Evere', 'Evere'),
  town('1150', 'Sint-Pieters-Woluwe', 'Woluwe-Saint-Pierre'),
  town('1160', 'Oudergem', 'Auderghem'),
  town('1170', 'Watermaal-Bosvoorde', 'Watermael-Boitsfort'),
  town('1180', 'Ukkel', 'Uccle'),
  town('1190', 'Vorst', 'Forest'),
  town('1200', 'Sint-Lambrechts-Woluwe', 'Woluwe-Saint-Lambert'),
  town('1210', 'Sint-Joost-ten-Node', 'Saint-Josse-ten-Noode'),
  // Flanders: French, English and German exonyms.
  town(antwerpen, 'Antwerpen', 'Anvers', 'Antwerp', 'Antwerpen'),
  town('9000', 'Gent', 'Gand', 'Ghent', 'Gent'),
  town('8000', 'Brugge', 'Bruges', 'Bruges', 'Brügge'),
  town('3000', 'Leuven', 'Louvain', 'Leuven', 'Löwen'),
  town('2800', 'Mechelen', 'Malines', 'Mechelen', 'Mecheln'),
  town('8500', 'Kortrijk', 'Courtrai', 'Kortrijk', 'Kortrijk'),
  town('8400', 'Oostende', 'Ostende', 'Ostend', 'Ostende'),
  town('8900', 'Ieper', 'Ypres', 'Ypres', 'Ypern'),
  town('9300', 'Aalst', 'Alost', 'Aalst', 'Aalst'),
  town('9200', 'Dendermonde', 'Termonde', 'Dendermonde', 'Dendermonde'),
  town('9100', 'Sint-Niklaas', 'Saint-Nicolas', 'Sint-Niklaas', 'Sint-Niklaas'),
  town('2500', 'Lier', 'Lierre', 'Lier', 'Lier'),
  town('9700', 'Oudenaarde', 'Audenarde', 'Oudenaarde', 'Oudenaarde'),
  town('8800', 'Roeselare', 'Roulers', 'Roeselare', 'Roeselare'),
  town('8930', 'Menen', 'Menin', 'Menen', 'Menen'),
  town('8630', 'Veurne', 'Furnes', 'Veurne', 'Veurne'),
  town('8600', 'Diksmuide', 'Dixmude', 'Diksmuide', 'Diksmuide'),
  town('3300', 'Tienen', 'Tirlemont', 'Tienen', 'Tienen'),
  town('3800', 'Sint-Truiden', 'Saint-Trond', 'Sint-Truiden', 'Sint-Truiden'),
  town('3700', 'Tongeren', 'Tongres', 'Tongeren', 'Tongern'),
  town('1500', 'Halle', 'Hal', 'Halle', 'Halle'),
  town('1800', 'Vilvoorde', 'Vilvorde', 'Vilvoorde', 'Vilvoorde'),
  town('3790', 'Voeren', 'Fourons', 'Voeren', 'Voeren'),
  town('9600', 'Ronse', 'Renaix', 'Ronse', 'Ronse'),
  town('9830', 'Sint-Martens-Latem', 'Laethem-Saint-Martin', 'Sint-Martens-Latem'),
  // Wallonia: Dutch, English and German exonyms.
  town('4000', 'Luik', 'Liège', 'Liège', 'Lüttich'),
  town('5000', 'Namen', 'Namur', 'Namur', 'Namur'),
  town('7000', 'Bergen', 'Mons', 'Mons', 'Bergen'),
  town('1300', 'Waver', 'Wavre'),
  town('7500', 'Doornik', 'Tournai'),
  town('1400', 'Nijvel', 'Nivelles'),
  town('4500', 'Hoei', 'Huy'),
  town('6700', 'Aarlen', 'Arlon', 'Arlon', 'Arel'),
  town('7800', 'Aat', 'Ath'),
  town('7060', 'Zinnik', 'Soignies'),
  town('1370', 'Geldenaken', 'Jodoigne'),
  town('7860', 'Lessen', 'Lessines'),
  town('7850', 'Edingen', 'Enghien'),
  town('7780', 'Komen', 'Comines'),
  town('7700', 'Moeskroen', 'Mouscron'),
  town('4300', 'Borgworm', 'Waremme'),
  town('1420', 'Eigenbrakel', 'Braine-l’Alleud'),
  town('1480', 'Tubeke', 'Tubize'),
  town('4800', 'Verviers', 'Verviers'),
  // The German-speaking Community: German official names, French exonyms.
  town('4720', 'Kelmis', 'La Calamine', 'Kelmis', 'Kelmis'),
  town('4780', 'Sankt Vith', 'Saint-Vith', 'Sankt Vith', 'Sankt Vith'),
  // Luxembourg (not in the list; the towns the seed uses, with their Luxembourgish names).
  town('L-1009', 'Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg', 'Lëtzebuerg'),
  town('L-4001', 'Esch-sur-Alzette', 'Esch-sur-Alzette', undefined, 'Esch an der Alzette', 'Esch-Uelzecht'),
  town('L-9001', 'Ettelbruck', 'Ettelbruck', undefined, undefined, 'Ettelbréck'),
  town('L-6401', 'Echternach', 'Echternach', undefined, undefined, 'Iechternach'),
] // prettier-ignore
