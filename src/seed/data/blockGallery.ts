// The "block gallery": a content page (a service sub-page without a parent, so under
// /nl/diensten/blokkengalerij/ and not in the services list) that shows every block of the page
// builder once, each after a short note saying what it does, so an editor sees what to choose.
import type { ArticleSeed } from './articles'
import { t, type Localized } from './propertyTexts'

/** The blocks of the gallery in the block picker's order (blocks/index.ts). */
export const galleryBlockTypes = [
  'richText',
  'image',
  'callToAction',
  'propertyCarousel',
  'projectList',
  'articleList',
  'searchBox',
  'testimonials',
  'faq',
  'stepPlan',
  'contactCard',
] as const

export type GalleryBlockType = (typeof galleryBlockTypes)[number]

/** The note before each block: its name in the admin and what it does. */
export const galleryNotes: Record<GalleryBlockType, { name: Localized; text: Localized }> = {
  richText: {
    name: t('Blok: Tekst', 'Bloc : Texte', 'Block: Text', 'Block: Text'),
    text: t(
      'Gewone tekst met tussentitels, lijsten en links. Deze uitleg zelf staat telkens in een tekstblok.',
      'Du texte courant avec intertitres, listes et liens. Chacune de ces explications est elle-même un bloc de texte.',
      'Running text with subheadings, lists and links. Each of these notes is itself a text block.',
      'Fließtext mit Zwischenüberschriften, Listen und Links. Jede dieser Erläuterungen ist selbst ein Textblock.',
    ),
  },
  image: {
    name: t('Blok: Afbeelding', 'Bloc : Image', 'Block: Image', 'Block: Bild'),
    text: t(
      'Eén foto uit de mediabibliotheek, op tekstbreedte, breed of over de volle breedte, met een bijschrift. De alternatieve tekst van de foto beschrijft ze voor wie ze niet ziet.',
      'Une photo de la médiathèque, à la largeur du texte, large ou pleine largeur, avec une légende. Le texte alternatif de la photo la décrit à qui ne la voit pas.',
      'One photo from the media library, at text width, wide or full width, with a caption. The photo’s alternative text describes it to those who cannot see it.',
      'Ein Foto aus der Mediathek, in Textbreite, breit oder in voller Breite, mit Bildunterschrift. Der Alternativtext des Fotos beschreibt es für alle, die es nicht sehen.',
    ),
  },
  callToAction: {
    name: t('Blok: Oproep tot actie', 'Bloc : Appel à l’action', 'Block: Call to action', 'Block: Handlungsaufruf'),
    text: t(
      'Een opvallend kader met een titel, een korte tekst en één knop naar een pagina van de site, een artikel of een ander adres.',
      'Un cadre bien visible avec un titre, un court texte et un bouton vers une page du site, un article ou une autre adresse.',
      'A prominent panel with a heading, a short text and one button to a page of the site, an article or another address.',
      'Ein auffälliger Kasten mit Überschrift, kurzem Text und einer Schaltfläche zu einer Seite der Website, einem Artikel oder einer anderen Adresse.',
    ),
  },
  propertyCarousel: {
    name: t('Blok: Panden in een carrousel', 'Bloc : Carrousel de biens', 'Block: Property carousel', 'Block: Immobilien-Karussell'),
    text: t(
      'Een rij pandkaarten die opzij schuift, gekozen op doel (te koop of te huur), type, gemeente of enkel de uitgelichte panden. De lijst volgt het aanbod vanzelf.',
      'Une rangée de fiches de biens qui défile, choisies par but (à vendre ou à louer), type, commune ou seulement les biens mis en avant. La liste suit l’offre d’elle-même.',
      'A sideways-scrolling row of property cards, chosen by goal (for sale or for rent), type, town or featured properties only. The row follows the listings by itself.',
      'Eine seitlich scrollende Reihe von Immobilienkarten, gewählt nach Ziel (Kauf oder Miete), Typ, Gemeinde oder nur hervorgehobenen Immobilien. Die Reihe folgt dem Angebot von selbst.',
    ),
  },
  projectList: {
    name: t('Blok: Nieuwbouwprojecten', 'Bloc : Projets neufs', 'Block: New-build projects', 'Block: Neubauprojekte'),
    text: t(
      'De nieuwbouwprojecten als kaarten, de projecten die nog verkopen eerst, met een link naar alle projecten.',
      'Les projets neufs en fiches, ceux qui se vendent encore d’abord, avec un lien vers tous les projets.',
      'The new-build projects as cards, those still selling first, with a link to every project.',
      'Die Neubauprojekte als Karten, noch verfügbare zuerst, mit einem Link zu allen Projekten.',
    ),
  },
  articleList: {
    name: t('Blok: Artikels', 'Bloc : Articles', 'Block: Articles', 'Block: Artikel'),
    text: t(
      'De nieuwste artikels van één soort (nieuws of diensten) als kaarten, met een link naar de volledige lijst.',
      'Les derniers articles d’un type (actualités ou services) en fiches, avec un lien vers la liste complète.',
      'The latest articles of one kind (news or services) as cards, with a link to the full list.',
      'Die neuesten Artikel einer Art (Neuigkeiten oder Dienstleistungen) als Karten, mit einem Link zur vollständigen Liste.',
    ),
  },
  searchBox: {
    name: t('Blok: Zoekvak', 'Bloc : Recherche', 'Block: Search box', 'Block: Suchfeld'),
    text: t(
      'Zoeken op type, gemeente of postcode en budget; de twee knoppen openen de lijst te koop of te huur. Op de startpagina staat dit blok in de grote foto bovenaan.',
      'Recherche par type, commune ou code postal et budget ; les deux boutons ouvrent la liste à vendre ou à louer. Sur la page d’accueil, ce bloc se place dans la grande photo du haut.',
      'Search by type, town or postcode and budget; the two buttons open the list for sale or for rent. On the home page this block sits in the large photo at the top.',
      'Suche nach Typ, Gemeinde oder Postleitzahl und Budget; die zwei Schaltflächen öffnen die Liste zum Kauf oder zur Miete. Auf der Startseite steht dieser Block im großen Foto oben.',
    ),
  },
  testimonials: {
    name: t('Blok: Referenties', 'Bloc : Références', 'Block: Testimonials', 'Block: Referenzen'),
    text: t(
      'Wat klanten over het kantoor zeggen: de gekozen, goedgekeurde referenties, of anders de nieuwste.',
      'Ce que les clients disent de l’agence : les références choisies et approuvées, sinon les plus récentes.',
      'What clients say about the agency: the chosen, approved testimonials, or else the latest ones.',
      'Was Kunden über das Büro sagen: die gewählten, freigegebenen Referenzen, sonst die neuesten.',
    ),
  },
  faq: {
    name: t('Blok: Veelgestelde vragen', 'Bloc : Questions fréquentes', 'Block: FAQ', 'Block: Häufige Fragen'),
    text: t(
      'Vragen die openklappen tot hun antwoord, ook zonder JavaScript en met het toetsenbord.',
      'Des questions qui s’ouvrent sur leur réponse, aussi sans JavaScript et au clavier.',
      'Questions that open to show their answer, also without JavaScript and from the keyboard.',
      'Fragen, die sich zu ihrer Antwort öffnen, auch ohne JavaScript und mit der Tastatur.',
    ),
  },
  stepPlan: {
    name: t('Blok: Stappenplan', 'Bloc : Plan en étapes', 'Block: Step plan', 'Block: Stufenplan'),
    text: t(
      'Een genummerd verloop in stappen, elk met een titel en een korte uitleg: hoe een verkoop of verhuur verloopt.',
      'Un déroulement numéroté en étapes, chacune avec un titre et une courte explication : comment se passe une vente ou une location.',
      'A numbered sequence of steps, each with a title and a short explanation: how a sale or a letting goes.',
      'Ein nummerierter Ablauf in Schritten, jeder mit Titel und kurzer Erläuterung: wie ein Verkauf oder eine Vermietung abläuft.',
    ),
  },
  contactCard: {
    name: t('Blok: Contactkaart', 'Bloc : Carte de contact', 'Block: Contact card', 'Block: Kontaktkarte'),
    text: t(
      'Het adres, telefoonnummer en e-mailadres van het kantoor uit de site-instellingen; het blok kiest wat het toont.',
      'L’adresse, le téléphone et l’e-mail de l’agence repris des réglages du site ; le bloc choisit ce qu’il affiche.',
      'The agency’s address, phone and e-mail from the site settings; the block chooses what it shows.',
      'Adresse, Telefon und E-Mail des Büros aus den Website-Einstellungen; der Block wählt, was er zeigt.',
    ),
  },
} // prettier-ignore

/** The texts of the blocks the gallery shows that no other page of the seed has. */
export const galleryTexts = {
  caption: t(
    'Een woning uit ons aanbod, in een afbeeldingsblok op brede breedte.',
    'Une maison de notre offre, dans un bloc image en largeur large.',
    'A home from our listings, in an image block at wide width.',
    'Ein Haus aus unserem Angebot, in einem Bildblock in breiter Breite.',
  ),
  carousel: t('Nieuw te koop', 'Nouveau à vendre', 'New for sale', 'Neu zu verkaufen'),
  projects: t('Nieuwbouwprojecten', 'Projets neufs', 'New-build projects', 'Neubauprojekte'),
  news: t('Laatste nieuws', 'Dernières actualités', 'Latest news', 'Neueste Nachrichten'),
  search: t('Zoek uw pand', 'Trouvez votre bien', 'Find your property', 'Finden Sie Ihre Immobilie'),
} // prettier-ignore

export const blockGallery: ArticleSeed = {
  key: 'blokkengalerij',
  kind: 'service-page',
  title: t('Blokkengalerij', 'Galerie des blocs', 'Block gallery', 'Blockgalerie'),
  excerpt: t(
    'Alle bouwblokken van de paginabouwer op één pagina: zo ziet u wat elk blok doet voor u het op een pagina zet.',
    'Tous les blocs du constructeur de pages sur une seule page : vous voyez ce que fait chaque bloc avant de le placer sur une page.',
    'Every building block of the page builder on one page: see what each block does before you put it on a page.',
    'Alle Bausteine des Seitenbaukastens auf einer Seite: So sehen Sie, was jeder Block tut, bevor Sie ihn auf eine Seite setzen.',
  ),
  body: { nl: [], fr: [], en: [], de: [] },
  publishedAt: '2025-06-03T08:00:00.000Z',
  extras: ['blockGallery'],
}
