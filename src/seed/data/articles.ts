// The agency's editorial content: services and their sub-pages, strengths, method, step plan,
// the fixed pages (about us, free advice, privacy, cookies, disclaimer) and news, plus the
// reusable blocks some of them carry. Bodies are plain paragraphs; "## " starts a heading.
import type { LinkRouteKey } from '@/lib/site/linkRoutes'
import type { ArticleKind } from '@/lib/site/articleKinds'
import type { Locale } from '@/i18n/locales'

import { blockGallery } from './blockGallery'
import { t, type Localized } from './propertyTexts'

/** Blocks content.ts adds after an article's text, in the order the article lists them. */
export type ArticleExtra =
  | 'stepPlan'
  | 'ctaValuation'
  | 'ctaContact'
  | 'testimonials'
  | 'faq'
  | 'contactCard'
  | 'carouselGent'
  | 'blockGallery'

export const articleCategories = {
  wetgeving: t(
    'Wetgeving en fiscaliteit',
    'Législation et fiscalité',
    'Law and tax',
    'Recht und Steuern',
  ),
  kantoor: t(
    'Nieuws van het kantoor',
    'Nouvelles de l’agence',
    'Agency news',
    'Neues aus dem Büro',
  ),
} satisfies Record<string, Localized>

export type ArticleSeed = {
  /** Unique; a service page names its parent by key (parents come first). */
  key: string
  kind: ArticleKind
  title: Localized
  excerpt: Localized
  body: Record<Locale, readonly string[]>
  publishedAt: string
  parent?: string
  category?: keyof typeof articleCategories
  /** A photo of the pool as hero image. */
  hero?: boolean
  extras?: readonly ArticleExtra[]
}

type Cta = { heading: Localized; text: Localized; label: Localized; route: LinkRouteKey }

export const ctas = {
  valuation: {
    heading: t(
      'Wat is uw woning waard?',
      'Combien vaut votre bien ?',
      'What is your home worth?',
      'Was ist Ihre Immobilie wert?',
    ),
    text: t(
      'Vraag een gratis en vrijblijvende waardebepaling aan. Een makelaar komt langs en bezorgt u binnen de week een onderbouwd verslag.',
      'Demandez une estimation gratuite et sans engagement. Un agent passe chez vous et vous remet un rapport argumenté dans la semaine.',
      'Ask for a free valuation without obligation. An agent visits and sends you a reasoned report within a week.',
      'Fordern Sie eine kostenlose und unverbindliche Bewertung an. Ein Makler kommt vorbei und schickt Ihnen innerhalb einer Woche einen begründeten Bericht.',
    ),
    label: t(
      'Gratis waardebepaling',
      'Estimation gratuite',
      'Free valuation',
      'Kostenlose Bewertung',
    ),
    route: 'free-valuation',
  },
  contact: {
    heading: t(
      'Vragen? Wij helpen u graag.',
      'Des questions ? Nous vous aidons volontiers.',
      'Questions? We are glad to help.',
      'Fragen? Wir helfen Ihnen gern.',
    ),
    text: t(
      'Bel, mail of kom langs op ons kantoor in Gent. Wij antwoorden binnen één werkdag.',
      'Appelez-nous, écrivez-nous ou passez à notre agence de Gand. Nous répondons dans un jour ouvrable.',
      'Call, e-mail or drop in at our office in Ghent. We reply within one working day.',
      'Rufen Sie an, schreiben Sie uns oder besuchen Sie unser Büro in Gent. Wir antworten innerhalb eines Werktags.',
    ),
    label: t('Contacteer ons', 'Contactez-nous', 'Contact us', 'Kontakt aufnehmen'),
    route: 'contact',
  },
} satisfies Record<string, Cta>

export const stepPlan = {
  heading: t(
    'In vier stappen verkocht',
    'Vendu en quatre étapes',
    'Sold in four steps',
    'In vier Schritten verkauft',
  ),
  intro: t(
    'Van de eerste waardebepaling tot de sleuteloverdracht bij de notaris: zo begeleiden wij de verkoop van uw woning.',
    'De la première estimation à la remise des clés chez le notaire : voici comment nous accompagnons la vente de votre bien.',
    'From the first valuation to handing over the keys at the notary’s: this is how we guide the sale of your home.',
    'Von der ersten Bewertung bis zur Schlüsselübergabe beim Notar: So begleiten wir den Verkauf Ihrer Immobilie.',
  ),
  steps: [
    {
      title: t('Waardebepaling', 'Estimation', 'Valuation', 'Bewertung'),
      text: t(
        'Wij bezoeken uw woning, vergelijken ze met recente verkopen en stellen samen met u een realistische vraagprijs voor.',
        'Nous visitons votre bien, le comparons aux ventes récentes et proposons avec vous un prix de vente réaliste.',
        'We visit your home, compare it with recent sales and agree a realistic asking price with you.',
        'Wir besichtigen Ihre Immobilie, vergleichen sie mit aktuellen Verkäufen und legen mit Ihnen einen realistischen Angebotspreis fest.',
      ),
    },
    {
      title: t('Verkoopklaar', 'Prêt à vendre', 'Ready for sale', 'Verkaufsbereit'),
      text: t(
        'Wij vragen alle attesten aan, laten professionele foto’s en een plattegrond maken en schrijven de advertentie in vier talen.',
        'Nous demandons tous les certificats, faisons réaliser des photos professionnelles et un plan, et rédigeons l’annonce en quatre langues.',
        'We order every certificate, arrange professional photos and a floor plan, and write the listing in four languages.',
        'Wir beantragen alle Bescheinigungen, lassen professionelle Fotos und einen Grundriss anfertigen und schreiben die Anzeige in vier Sprachen.',
      ),
    },
    {
      title: t(
        'Bezoeken en bod',
        'Visites et offres',
        'Viewings and offers',
        'Besichtigungen und Angebote',
      ),
      text: t(
        'Wij selecteren de kandidaten, begeleiden elk bezoek en onderhandelen over elk bod, altijd in overleg met u.',
        'Nous sélectionnons les candidats, accompagnons chaque visite et négocions chaque offre, toujours en concertation avec vous.',
        'We screen the candidates, accompany every viewing and negotiate every offer, always in consultation with you.',
        'Wir wählen die Interessenten aus, begleiten jede Besichtigung und verhandeln jedes Angebot, stets in Absprache mit Ihnen.',
      ),
    },
    {
      title: t(
        'Compromis en akte',
        'Compromis et acte',
        'Compromis and deed',
        'Compromis und Urkunde',
      ),
      text: t(
        'Wij stellen het compromis op, volgen de financiering van de koper op en begeleiden u tot de ondertekening van de akte bij de notaris.',
        'Nous rédigeons le compromis, suivons le financement de l’acheteur et vous accompagnons jusqu’à la signature de l’acte chez le notaire.',
        'We draw up the compromis, follow up the buyer’s financing and stay with you until the deed is signed at the notary’s.',
        'Wir setzen den Compromis auf, verfolgen die Finanzierung des Käufers und begleiten Sie bis zur Unterzeichnung der Urkunde beim Notar.',
      ),
    },
  ],
} satisfies {
  heading: Localized
  intro: Localized
  steps: readonly { title: Localized; text: Localized }[]
}

export const faqItems = [
  {
    question: t(
      'Wat kost een waardebepaling?',
      'Combien coûte une estimation ?',
      'What does a valuation cost?',
      'Was kostet eine Bewertung?',
    ),
    answer: t(
      'Niets. De waardebepaling is gratis en verplicht u tot niets, ook niet om uw woning via ons te verkopen.',
      'Rien. L’estimation est gratuite et ne vous engage à rien, pas même à vendre votre bien par notre intermédiaire.',
      'Nothing. The valuation is free and commits you to nothing, not even to selling through us.',
      'Nichts. Die Bewertung ist kostenlos und verpflichtet Sie zu nichts, auch nicht dazu, über uns zu verkaufen.',
    ),
  },
  {
    question: t(
      'Wanneer betaal ik uw commissie?',
      'Quand payez-vous notre commission ?',
      'When do I pay your commission?',
      'Wann zahle ich Ihre Provision?',
    ),
    answer: t(
      'Pas wanneer uw woning verkocht is. Het percentage staat vooraf zwart op wit in de bemiddelingsovereenkomst; er zijn geen verborgen kosten.',
      'Uniquement lorsque votre bien est vendu. Le pourcentage figure noir sur blanc dans la convention de courtage ; il n’y a pas de frais cachés.',
      'Only once your home is sold. The percentage is set out in writing in the agency agreement beforehand; there are no hidden costs.',
      'Erst wenn Ihre Immobilie verkauft ist. Der Prozentsatz steht vorab schriftlich im Maklervertrag; versteckte Kosten gibt es nicht.',
    ),
  },
  {
    question: t(
      'Hoe lang loopt een verkoopopdracht?',
      'Quelle est la durée d’un mandat de vente ?',
      'How long does an agency agreement run?',
      'Wie lange läuft ein Verkaufsauftrag?',
    ),
    answer: t(
      'Meestal drie tot zes maanden, voor een vaste duur die u vooraf kent. U krijgt het contract ruim op voorhand om het rustig na te lezen.',
      'Généralement trois à six mois, pour une durée déterminée que vous connaissez à l’avance. Vous recevez le contrat bien avant pour le lire en toute tranquillité.',
      'Usually three to six months, for a fixed term you know in advance. You receive the contract well beforehand so you can read it at leisure.',
      'Meist drei bis sechs Monate, für eine feste Laufzeit, die Sie im Voraus kennen. Sie erhalten den Vertrag frühzeitig, um ihn in Ruhe zu lesen.',
    ),
  },
] satisfies readonly { question: Localized; answer: Localized }[]

export const articles: readonly ArticleSeed[] = [
  // -------------------------------------------------------------------------------------------
  // About us
  {
    key: 'over-ons',
    kind: 'about',
    title: t('Over Immo Demo', 'À propos d’Immo Demo', 'About Immo Demo', 'Über Immo Demo'),
    excerpt: t(
      'Een onafhankelijk vastgoedkantoor uit Gent, actief in heel België en in Luxemburg.',
      'Une agence immobilière indépendante basée à Gand, active dans toute la Belgique et au Luxembourg.',
      'An independent estate agency from Ghent, working throughout Belgium and in Luxembourg.',
      'Ein unabhängiges Immobilienbüro aus Gent, tätig in ganz Belgien und in Luxemburg.',
    ),
    body: {
      nl: [
        'Immo Demo is een onafhankelijk vastgoedkantoor met zijn thuisbasis aan de Kortrijksesteenweg in Gent. Wij verkopen en verhuren woningen, appartementen, bouwgronden en handelspanden in Vlaanderen, Brussel, Wallonië en het Groothertogdom Luxemburg.',
        'Ons team van drie makelaars kent zijn regio’s door en door en spreekt samen vier talen. Zo helpen wij ook wie uit het buitenland naar België of Luxemburg verhuist.',
        'Wij zijn erkend door het Beroepsinstituut van Vastgoedmakelaars (BIV) en volgen zijn deontologische code. Uw gelden staan op een derdenrekening en wij zijn verzekerd voor beroepsaansprakelijkheid.',
      ],
      fr: [
        'Immo Demo est une agence immobilière indépendante établie chaussée de Courtrai à Gand. Nous vendons et louons maisons, appartements, terrains à bâtir et surfaces commerciales en Flandre, à Bruxelles, en Wallonie et au Grand-Duché de Luxembourg.',
        'Notre équipe de trois agents connaît ses régions sur le bout des doigts et parle quatre langues. Nous aidons ainsi aussi celles et ceux qui s’installent en Belgique ou au Luxembourg depuis l’étranger.',
        'Nous sommes agréés par l’Institut professionnel des agents immobiliers (IPI) et respectons son code de déontologie. Les fonds qui nous sont confiés sont placés sur un compte de tiers et nous sommes assurés en responsabilité civile professionnelle.',
      ],
      en: [
        'Immo Demo is an independent estate agency based on Kortrijksesteenweg in Ghent. We sell and let houses, apartments, building plots and commercial premises in Flanders, Brussels, Wallonia and the Grand Duchy of Luxembourg.',
        'Our team of three agents knows its regions inside out and speaks four languages between them, so we also help people moving to Belgium or Luxembourg from abroad.',
        'We are licensed by the Professional Institute of Real Estate Agents (BIV/IPI) and follow its code of ethics. Client money is held in a third-party account and we carry professional liability insurance.',
      ],
      de: [
        'Immo Demo ist ein unabhängiges Immobilienbüro mit Sitz am Kortrijksesteenweg in Gent. Wir verkaufen und vermieten Häuser, Wohnungen, Baugrundstücke und Gewerbeflächen in Flandern, Brüssel, Wallonien und im Großherzogtum Luxemburg.',
        'Unser Team aus drei Maklern kennt seine Regionen genau und spricht zusammen vier Sprachen. So helfen wir auch allen, die aus dem Ausland nach Belgien oder Luxemburg ziehen.',
        'Wir sind beim Berufsinstitut der Immobilienmakler (BIV/IPI) zugelassen und halten uns an dessen Berufskodex. Kundengelder liegen auf einem Treuhandkonto, und wir sind berufshaftpflichtversichert.',
      ],
    },
    publishedAt: '2025-05-05T08:00:00.000Z',
    hero: true,
    extras: ['testimonials', 'contactCard'],
  },
  // -------------------------------------------------------------------------------------------
  // Services
  {
    key: 'verkopen',
    kind: 'service',
    title: t(
      'Uw woning verkopen',
      'Vendre votre bien',
      'Selling your home',
      'Ihre Immobilie verkaufen',
    ),
    excerpt: t(
      'Een correcte prijs, sterke presentatie en begeleiding tot bij de notaris.',
      'Un prix juste, une présentation soignée et un accompagnement jusque chez le notaire.',
      'A fair price, a strong presentation and support all the way to the notary.',
      'Ein fairer Preis, eine starke Präsentation und Begleitung bis zum Notar.',
    ),
    body: {
      nl: [
        'Een woning verkopen doet u meestal maar een paar keer in uw leven. Wij nemen het werk uit handen: van de waardebepaling en de attesten tot de bezoeken, de onderhandeling en het compromis.',
        'Elke woning krijgt professionele foto’s, een plattegrond en een beschrijving in het Nederlands, Frans, Engels en Duits. Zo bereikt uw advertentie kopers in heel België en daarbuiten.',
        'U volgt alles op in het eigenaarsportaal: hoeveel mensen uw advertentie bekeken, welke bezoeken gepland zijn en wat de kandidaat-kopers ervan vonden.',
      ],
      fr: [
        'On ne vend généralement un bien que quelques fois dans sa vie. Nous nous chargeons de tout : de l’estimation et des certificats aux visites, à la négociation et au compromis.',
        'Chaque bien bénéficie de photos professionnelles, d’un plan et d’une description en néerlandais, français, anglais et allemand. Votre annonce touche ainsi des acheteurs dans toute la Belgique et au-delà.',
        'Vous suivez tout dans le portail propriétaire : combien de personnes ont vu votre annonce, quelles visites sont prévues et ce que les candidats en ont pensé.',
      ],
      en: [
        'Most people sell a home only a few times in their lives. We take the work off your hands: from the valuation and certificates to viewings, negotiation and the compromis.',
        'Every home gets professional photos, a floor plan and a description in Dutch, French, English and German, so your listing reaches buyers throughout Belgium and beyond.',
        'You follow everything in the owner portal: how many people viewed your listing, which viewings are planned and what prospective buyers thought.',
      ],
      de: [
        'Eine Immobilie verkauft man meist nur wenige Male im Leben. Wir nehmen Ihnen die Arbeit ab: von der Bewertung und den Bescheinigungen bis zu den Besichtigungen, der Verhandlung und dem Compromis.',
        'Jede Immobilie erhält professionelle Fotos, einen Grundriss und eine Beschreibung auf Niederländisch, Französisch, Englisch und Deutsch. So erreicht Ihre Anzeige Käufer in ganz Belgien und darüber hinaus.',
        'Im Eigentümerportal verfolgen Sie alles: wie viele Menschen Ihre Anzeige gesehen haben, welche Besichtigungen geplant sind und wie die Interessenten sie fanden.',
      ],
    },
    publishedAt: '2025-05-12T08:00:00.000Z',
    hero: true,
    extras: ['faq', 'ctaValuation'],
  },
  {
    key: 'verhuren',
    kind: 'service',
    title: t(
      'Uw pand verhuren',
      'Mettre votre bien en location',
      'Letting your property',
      'Ihre Immobilie vermieten',
    ),
    excerpt: t(
      'De juiste huurder, een sluitend huurcontract en, als u wilt, volledig beheer.',
      'Le bon locataire, un bail solide et, si vous le souhaitez, une gestion complète.',
      'The right tenant, a sound lease and, if you wish, full management.',
      'Der richtige Mieter, ein wasserdichter Mietvertrag und auf Wunsch die komplette Verwaltung.',
    ),
    body: {
      nl: [
        'Een goede huurder vinden vraagt tijd en zorg. Wij bepalen een marktconforme huurprijs, organiseren de bezoeken en screenen elke kandidaat op inkomen en referenties, zonder discriminatie.',
        'Wij stellen het huurcontract op volgens de regels van uw gewest, laten de plaatsbeschrijving opmaken, registreren het contract en zorgen dat de huurwaarborg correct wordt gesteld.',
      ],
      fr: [
        'Trouver un bon locataire demande du temps et du soin. Nous fixons un loyer conforme au marché, organisons les visites et examinons chaque candidat sur ses revenus et ses références, sans discrimination.',
        'Nous rédigeons le bail selon les règles de votre région, faisons établir l’état des lieux, enregistrons le contrat et veillons à ce que la garantie locative soit constituée correctement.',
      ],
      en: [
        'Finding a good tenant takes time and care. We set a market rent, organise viewings and screen every candidate on income and references, without discrimination.',
        'We draw up the lease under the rules of your region, arrange the check-in inventory, register the contract and make sure the rental deposit is lodged correctly.',
      ],
      de: [
        'Einen guten Mieter zu finden braucht Zeit und Sorgfalt. Wir legen eine marktgerechte Miete fest, organisieren die Besichtigungen und prüfen jeden Bewerber auf Einkommen und Referenzen, ohne Diskriminierung.',
        'Wir setzen den Mietvertrag nach den Regeln Ihrer Region auf, lassen das Übergabeprotokoll erstellen, registrieren den Vertrag und sorgen dafür, dass die Mietkaution korrekt hinterlegt wird.',
      ],
    },
    publishedAt: '2025-05-12T09:00:00.000Z',
    hero: true,
    extras: ['ctaContact'],
  },
  {
    key: 'kopen',
    kind: 'service',
    title: t(
      'Begeleiding bij aankoop',
      'Accompagnement à l’achat',
      'Help with buying',
      'Begleitung beim Kauf',
    ),
    excerpt: t(
      'Wij zoeken mee, bezoeken mee en lezen mee, tot de sleutels in uw hand liggen.',
      'Nous cherchons, visitons et relisons avec vous, jusqu’à la remise des clés.',
      'We search, view and read the small print with you until the keys are in your hand.',
      'Wir suchen, besichtigen und lesen mit Ihnen, bis Sie die Schlüssel in der Hand halten.',
    ),
    body: {
      nl: [
        'Laat uw zoekopdracht achter en u krijgt als eerste bericht wanneer een pand binnenkomt dat aan uw wensen voldoet, vaak nog voor het online staat.',
        'Bij een bezoek vertellen wij u eerlijk wat goed is en wat aandacht vraagt, van het EPC-label tot de stedenbouwkundige toestand. Wij rekenen samen met u de totale kostprijs uit, inclusief registratierechten en notariskosten.',
      ],
      fr: [
        'Confiez-nous votre recherche et vous serez prévenu en premier dès qu’un bien correspondant arrive, souvent avant sa mise en ligne.',
        'Lors d’une visite, nous vous disons franchement ce qui est bien et ce qui demande attention, du label PEB à la situation urbanistique. Nous calculons avec vous le coût total, droits d’enregistrement et frais de notaire compris.',
      ],
      en: [
        'Leave us your search and you will be the first to hear when a matching property comes in, often before it is online.',
        'At a viewing we tell you honestly what is good and what needs attention, from the EPC label to the planning situation. We work out the total cost with you, including registration duty and notary’s fees.',
      ],
      de: [
        'Hinterlassen Sie uns Ihren Suchauftrag, und Sie erfahren als Erster von einer passenden Immobilie, oft noch bevor sie online steht.',
        'Bei einer Besichtigung sagen wir Ihnen offen, was gut ist und was Aufmerksamkeit braucht, von der Energieklasse bis zur baurechtlichen Lage. Wir berechnen mit Ihnen die Gesamtkosten einschließlich Registrierungsgebühr und Notarkosten.',
      ],
    },
    publishedAt: '2025-05-12T10:00:00.000Z',
    hero: true,
    extras: ['carouselGent', 'ctaContact'],
  },
  {
    key: 'waardebepaling',
    kind: 'service',
    title: t('Waardebepaling', 'Estimation', 'Property valuation', 'Immobilienbewertung'),
    excerpt: t(
      'Weet wat uw woning vandaag waard is, gratis en vrijblijvend.',
      'Sachez ce que vaut votre bien aujourd’hui, gratuitement et sans engagement.',
      'Find out what your home is worth today, free and without obligation.',
      'Erfahren Sie, was Ihre Immobilie heute wert ist, kostenlos und unverbindlich.',
    ),
    body: {
      nl: [
        'Een waardebepaling is het vertrekpunt van elke verkoop of verhuring, maar ook handig bij een erfenis, een scheiding of een herfinanciering.',
        'Onze makelaar bezoekt uw pand en vergelijkt het met recente verkopen in uw buurt. U ontvangt binnen de week een verslag met een realistische prijsvork en de argumenten erachter.',
      ],
      fr: [
        'Une estimation est le point de départ de toute vente ou location, mais elle est aussi utile lors d’une succession, d’une séparation ou d’un refinancement.',
        'Notre agent visite votre bien et le compare aux ventes récentes dans votre quartier. Vous recevez dans la semaine un rapport avec une fourchette de prix réaliste et les arguments qui la justifient.',
      ],
      en: [
        'A valuation is the starting point of every sale or letting, and it is also useful for an inheritance, a separation or a remortgage.',
        'Our agent visits your property and compares it with recent sales in your area. Within a week you receive a report with a realistic price range and the reasoning behind it.',
      ],
      de: [
        'Eine Bewertung ist der Ausgangspunkt jedes Verkaufs oder jeder Vermietung, aber auch bei einer Erbschaft, einer Trennung oder einer Umschuldung nützlich.',
        'Unser Makler besichtigt Ihre Immobilie und vergleicht sie mit aktuellen Verkäufen in Ihrer Umgebung. Innerhalb einer Woche erhalten Sie einen Bericht mit einer realistischen Preisspanne und der Begründung dazu.',
      ],
    },
    publishedAt: '2025-05-12T11:00:00.000Z',
    hero: true,
    extras: ['ctaValuation'],
  },
  // Service sub-pages
  {
    key: 'fotografie',
    kind: 'service-page',
    parent: 'verkopen',
    title: t(
      'Fotografie en plattegronden',
      'Photos et plans',
      'Photography and floor plans',
      'Fotos und Grundrisse',
    ),
    excerpt: t(
      'De eerste bezichtiging gebeurt online: daarom laten wij elke woning professioneel in beeld brengen.',
      'La première visite se fait en ligne : c’est pourquoi chaque bien est photographié par un professionnel.',
      'The first viewing happens online, which is why every home is photographed professionally.',
      'Die erste Besichtigung findet online statt: Deshalb lassen wir jede Immobilie professionell fotografieren.',
    ),
    body: {
      nl: [
        'Een fotograaf maakt op een heldere dag een reeks foto’s van binnen en buiten, zonder overdreven groothoek of bewerking. Zo weten kandidaten wat ze mogen verwachten.',
        'Daarbij komt een plattegrond op schaal en, voor grotere woningen, een virtuele rondgang die bezoekers op hun eigen tempo kunnen bekijken.',
      ],
      fr: [
        'Un photographe réalise par temps clair une série de photos intérieures et extérieures, sans grand-angle exagéré ni retouches excessives. Les candidats savent ainsi à quoi s’attendre.',
        'S’y ajoutent un plan à l’échelle et, pour les biens plus grands, une visite virtuelle que chacun parcourt à son rythme.',
      ],
      en: [
        'On a clear day a photographer takes a series of interior and exterior shots, without exaggerated wide angles or heavy editing, so candidates know what to expect.',
        'We add a scaled floor plan and, for larger homes, a virtual tour that visitors can explore at their own pace.',
      ],
      de: [
        'Ein Fotograf erstellt an einem hellen Tag eine Serie von Innen- und Außenaufnahmen, ohne übertriebenes Weitwinkel oder starke Bearbeitung. So wissen Interessenten, was sie erwartet.',
        'Dazu kommen ein maßstabsgetreuer Grundriss und bei größeren Immobilien ein virtueller Rundgang, den Besucher in ihrem eigenen Tempo ansehen können.',
      ],
    },
    publishedAt: '2025-05-19T08:00:00.000Z',
  },
  {
    key: 'attesten',
    kind: 'service-page',
    parent: 'verkopen',
    title: t(
      'Alle attesten in orde',
      'Tous les certificats en ordre',
      'Every certificate in order',
      'Alle Bescheinigungen in Ordnung',
    ),
    excerpt: t(
      'EPC, keuringen, bodem- en asbestattest: wij vragen ze aan en volgen ze op.',
      'PEB, contrôles, attestation du sol et amiante : nous les demandons et en assurons le suivi.',
      'EPC, inspections, soil and asbestos certificates: we order them and follow them up.',
      'Energieausweis, Prüfungen, Boden- und Asbestbescheinigung: Wir beantragen sie und behalten sie im Blick.',
    ),
    body: {
      nl: [
        'Wie verkoopt, moet een hele reeks documenten voorleggen. Welke precies, hangt af van het gewest en van de ouderdom van het gebouw.',
        'Wij maken de lijst op, bestellen de attesten bij erkende deskundigen en plannen hun bezoeken zo dat u maar één keer vrij hoeft te nemen. Alles staat klaar vóór de eerste bezichtiging, zodat kopers meteen een volledig beeld hebben.',
      ],
      fr: [
        'Le vendeur doit fournir toute une série de documents. Lesquels exactement dépend de la région et de l’âge du bâtiment.',
        'Nous établissons la liste, commandons les certificats auprès d’experts agréés et planifions leurs visites pour que vous ne deviez vous libérer qu’une fois. Tout est prêt avant la première visite, afin que les acheteurs aient d’emblée une vue complète.',
      ],
      en: [
        'A seller has to provide a whole series of documents. Exactly which ones depends on the region and the age of the building.',
        'We draw up the list, order the certificates from accredited experts and schedule their visits so that you only need to be home once. Everything is ready before the first viewing, so buyers have the full picture from the start.',
      ],
      de: [
        'Wer verkauft, muss eine ganze Reihe von Unterlagen vorlegen. Welche genau, hängt von der Region und vom Alter des Gebäudes ab.',
        'Wir stellen die Liste zusammen, bestellen die Bescheinigungen bei zugelassenen Sachverständigen und planen deren Termine so, dass Sie sich nur einmal freinehmen müssen. Alles liegt vor der ersten Besichtigung bereit, damit Käufer sofort ein vollständiges Bild haben.',
      ],
    },
    publishedAt: '2025-05-19T09:00:00.000Z',
  },
  {
    key: 'huurbeheer',
    kind: 'service-page',
    parent: 'verhuren',
    title: t('Huurbeheer', 'Gestion locative', 'Property management', 'Mietverwaltung'),
    excerpt: t(
      'Wij beheren uw verhuurde pand alsof het ons eigen pand was.',
      'Nous gérons votre bien loué comme s’il était le nôtre.',
      'We manage your let property as if it were our own.',
      'Wir verwalten Ihre vermietete Immobilie, als wäre es unsere eigene.',
    ),
    body: {
      nl: [
        'Met huurbeheer bent u zeker dat de huur op tijd binnenkomt, de jaarlijkse indexering correct wordt toegepast en herstellingen snel en tegen een eerlijke prijs gebeuren.',
        'Bij het einde van de huur begeleiden wij de plaatsbeschrijving bij uittrede en de vrijgave van de huurwaarborg. Elk kwartaal krijgt u een helder overzicht van inkomsten en uitgaven.',
      ],
      fr: [
        'Avec la gestion locative, vous avez la certitude que le loyer est perçu à temps, que l’indexation annuelle est appliquée correctement et que les réparations sont faites rapidement et à un prix honnête.',
        'En fin de bail, nous assurons l’état des lieux de sortie et la libération de la garantie locative. Chaque trimestre, vous recevez un relevé clair des recettes et des dépenses.',
      ],
      en: [
        'With property management you can be sure the rent arrives on time, the yearly indexation is applied correctly and repairs are done quickly and at a fair price.',
        'At the end of the lease we handle the check-out inventory and the release of the rental deposit. Every quarter you receive a clear statement of income and expenses.',
      ],
      de: [
        'Mit der Mietverwaltung können Sie sicher sein, dass die Miete pünktlich eingeht, die jährliche Indexierung korrekt angewendet wird und Reparaturen schnell und zu einem fairen Preis erledigt werden.',
        'Am Ende des Mietverhältnisses begleiten wir die Abnahme und die Freigabe der Mietkaution. Jedes Quartal erhalten Sie eine übersichtliche Aufstellung der Einnahmen und Ausgaben.',
      ],
    },
    publishedAt: '2025-05-19T10:00:00.000Z',
  },
  // -------------------------------------------------------------------------------------------
  // Strengths, method and step plan (shown inside other pages)
  {
    key: 'troef-lokaal',
    kind: 'strength',
    title: t('Lokale kennis', 'Connaissance du terrain', 'Local knowledge', 'Ortskenntnis'),
    excerpt: t(
      'Wij kennen de straten, de scholen en de prijzen van elke wijk waar wij actief zijn.',
      'Nous connaissons les rues, les écoles et les prix de chaque quartier où nous sommes actifs.',
      'We know the streets, the schools and the prices of every neighbourhood we work in.',
      'Wir kennen die Straßen, die Schulen und die Preise in jedem Viertel, in dem wir tätig sind.',
    ),
    body: {
      nl: [
        'Elke makelaar werkt in zijn eigen regio en volgt er de verkopen van week tot week. Zo krijgt uw woning een prijs die klopt met de markt, niet met een gemiddelde.',
      ],
      fr: [
        'Chaque agent travaille dans sa propre région et y suit les ventes semaine après semaine. Votre bien reçoit ainsi un prix qui correspond au marché, et non à une moyenne.',
      ],
      en: [
        'Each agent works in their own region and follows the sales there week by week, so your home is priced on the market, not on an average.',
      ],
      de: [
        'Jeder Makler arbeitet in seiner eigenen Region und verfolgt dort die Verkäufe Woche für Woche. So erhält Ihre Immobilie einen Preis, der zum Markt passt, nicht zu einem Durchschnitt.',
      ],
    },
    publishedAt: '2025-05-26T08:00:00.000Z',
  },
  {
    key: 'troef-talen',
    kind: 'strength',
    title: t(
      'Vier talen, twee landen',
      'Quatre langues, deux pays',
      'Four languages, two countries',
      'Vier Sprachen, zwei Länder',
    ),
    excerpt: t(
      'Nederlands, Frans, Engels en Duits: iedereen wordt in zijn eigen taal geholpen.',
      'Néerlandais, français, anglais et allemand : chacun est servi dans sa langue.',
      'Dutch, French, English and German: everyone is helped in their own language.',
      'Niederländisch, Französisch, Englisch und Deutsch: Jeder wird in seiner Sprache beraten.',
    ),
    body: {
      nl: [
        'Onze advertenties, contracten en gesprekken zijn er in vier talen. Dat maakt het verschil voor internationale kopers en voor eigenaars in Brussel, Oostbelgië en Luxemburg.',
      ],
      fr: [
        'Nos annonces, contrats et entretiens existent en quatre langues. Cela fait la différence pour les acheteurs internationaux et pour les propriétaires à Bruxelles, en Belgique de l’Est et au Luxembourg.',
      ],
      en: [
        'Our listings, contracts and conversations come in four languages. That makes the difference for international buyers and for owners in Brussels, East Belgium and Luxembourg.',
      ],
      de: [
        'Unsere Anzeigen, Verträge und Gespräche gibt es in vier Sprachen. Das macht den Unterschied für internationale Käufer und für Eigentümer in Brüssel, Ostbelgien und Luxemburg.',
      ],
    },
    publishedAt: '2025-05-26T09:00:00.000Z',
  },
  {
    key: 'troef-transparant',
    kind: 'strength',
    title: t('Helder en eerlijk', 'Clair et honnête', 'Clear and honest', 'Klar und ehrlich'),
    excerpt: t(
      'Een vast tarief, geen verborgen kosten en eerlijk advies, ook als dat niet is wat u hoopte te horen.',
      'Un tarif fixe, pas de frais cachés et un conseil honnête, même si ce n’est pas ce que vous espériez entendre.',
      'A fixed fee, no hidden costs and honest advice, even when it is not what you hoped to hear.',
      'Ein fester Tarif, keine versteckten Kosten und ehrliche Beratung, auch wenn sie nicht das ist, was Sie hören wollten.',
    ),
    body: {
      nl: [
        'U weet vooraf wat onze dienstverlening kost en wanneer u betaalt. Na elk bezoek hoort u wat kandidaten vonden, ook de kritische opmerkingen.',
      ],
      fr: [
        'Vous savez à l’avance ce que coûtent nos services et quand vous payez. Après chaque visite, vous connaissez l’avis des candidats, remarques critiques comprises.',
      ],
      en: [
        'You know in advance what our services cost and when you pay. After every viewing you hear what candidates thought, critical remarks included.',
      ],
      de: [
        'Sie wissen im Voraus, was unsere Leistungen kosten und wann Sie zahlen. Nach jeder Besichtigung erfahren Sie, was die Interessenten dachten, auch die kritischen Anmerkungen.',
      ],
    },
    publishedAt: '2025-05-26T10:00:00.000Z',
  },
  {
    key: 'werkwijze',
    kind: 'method',
    title: t('Onze werkwijze', 'Notre méthode', 'How we work', 'Unsere Arbeitsweise'),
    excerpt: t(
      'Eén vast aanspreekpunt, duidelijke afspraken en een eigenaarsportaal waarin u alles volgt.',
      'Un interlocuteur unique, des accords clairs et un portail propriétaire pour tout suivre.',
      'One point of contact, clear agreements and an owner portal where you follow everything.',
      'Ein fester Ansprechpartner, klare Absprachen und ein Eigentümerportal, in dem Sie alles verfolgen.',
    ),
    body: {
      nl: [
        'Vanaf het eerste gesprek hebt u één makelaar die uw dossier van begin tot einde opvolgt. Samen leggen wij de prijs, de presentatie en de planning vast.',
        'Na elke stap hoort u van ons: na elk bezoek, bij elk bod en bij elk nieuw document. In het eigenaarsportaal vindt u alles terug, dag en nacht.',
      ],
      fr: [
        'Dès le premier entretien, un seul agent suit votre dossier du début à la fin. Ensemble, nous fixons le prix, la présentation et le calendrier.',
        'Vous avez de nos nouvelles après chaque étape : après chaque visite, à chaque offre et pour chaque nouveau document. Le portail propriétaire vous donne accès à tout, jour et nuit.',
      ],
      en: [
        'From the first conversation one agent follows your file from start to finish. Together we decide on the price, the presentation and the timing.',
        'You hear from us after every step: after every viewing, with every offer and for every new document. The owner portal gives you access to everything, day and night.',
      ],
      de: [
        'Vom ersten Gespräch an betreut ein Makler Ihre Akte von Anfang bis Ende. Gemeinsam legen wir Preis, Präsentation und Zeitplan fest.',
        'Nach jedem Schritt hören Sie von uns: nach jeder Besichtigung, bei jedem Angebot und zu jedem neuen Dokument. Im Eigentümerportal finden Sie alles, rund um die Uhr.',
      ],
    },
    publishedAt: '2025-06-02T08:00:00.000Z',
  },
  {
    key: 'stappenplan',
    kind: 'step-plan',
    title: t(
      'Stappenplan voor verkopers',
      'Les étapes de la vente',
      'The selling process step by step',
      'Der Verkauf Schritt für Schritt',
    ),
    excerpt: t(
      'Van waardebepaling tot akte: de vier stappen van een verkoop met Immo Demo.',
      'De l’estimation à l’acte : les quatre étapes d’une vente avec Immo Demo.',
      'From valuation to deed: the four steps of a sale with Immo Demo.',
      'Von der Bewertung bis zur Urkunde: die vier Schritte eines Verkaufs mit Immo Demo.',
    ),
    body: { nl: [], fr: [], en: [], de: [] },
    publishedAt: '2025-06-02T09:00:00.000Z',
    extras: ['stepPlan'],
  },
  // -------------------------------------------------------------------------------------------
  // Fixed pages
  {
    key: 'gratis-advies',
    kind: 'free-advice',
    title: t('Gratis advies', 'Conseil gratuit', 'Free advice', 'Kostenlose Beratung'),
    excerpt: t(
      'Twijfelt u tussen verkopen en verhuren, of wilt u weten wat een renovatie opbrengt? Wij denken gratis met u mee.',
      'Vous hésitez entre vendre et louer, ou voulez savoir ce qu’une rénovation rapporte ? Nous réfléchissons gratuitement avec vous.',
      'Unsure whether to sell or let, or wondering what a renovation would add? We will think it through with you for free.',
      'Sie schwanken zwischen Verkaufen und Vermieten oder möchten wissen, was eine Renovierung bringt? Wir beraten Sie kostenlos.',
    ),
    body: {
      nl: [
        'Elke situatie is anders. Een erfenis, een verhuis naar het buitenland of een woning die te groot is geworden: wij bekijken samen met u de mogelijkheden en de financiële gevolgen.',
        'Een adviesgesprek duurt ongeveer een uur, op ons kantoor, bij u thuis of via video. Het is gratis en u bent tot niets verplicht.',
      ],
      fr: [
        'Chaque situation est différente. Une succession, un départ à l’étranger ou une maison devenue trop grande : nous examinons avec vous les possibilités et leurs conséquences financières.',
        'Un entretien-conseil dure environ une heure, à notre agence, chez vous ou par vidéo. Il est gratuit et ne vous engage à rien.',
      ],
      en: [
        'Every situation is different. An inheritance, a move abroad or a house that has become too big: together we look at the options and their financial consequences.',
        'An advice meeting takes about an hour, at our office, at your home or by video call. It is free and commits you to nothing.',
      ],
      de: [
        'Jede Situation ist anders. Eine Erbschaft, ein Umzug ins Ausland oder ein Haus, das zu groß geworden ist: Wir prüfen mit Ihnen die Möglichkeiten und ihre finanziellen Folgen.',
        'Ein Beratungsgespräch dauert etwa eine Stunde, in unserem Büro, bei Ihnen zu Hause oder per Video. Es ist kostenlos und unverbindlich.',
      ],
    },
    publishedAt: '2025-06-09T08:00:00.000Z',
    extras: ['faq', 'contactCard'],
  },
  {
    key: 'privacy',
    kind: 'privacy',
    title: t(
      'Privacyverklaring',
      'Déclaration de confidentialité',
      'Privacy statement',
      'Datenschutzerklärung',
    ),
    excerpt: t(
      'Welke persoonsgegevens wij verwerken, waarom, hoe lang en welke rechten u hebt.',
      'Quelles données personnelles nous traitons, pourquoi, combien de temps et quels sont vos droits.',
      'Which personal data we process, why, for how long and what your rights are.',
      'Welche personenbezogenen Daten wir verarbeiten, warum, wie lange und welche Rechte Sie haben.',
    ),
    body: {
      nl: [
        '## Wie is verantwoordelijk?',
        'Immo Demo bv, Kortrijksesteenweg 412, 9000 Gent, ondernemingsnummer BE0712.345.678, is verantwoordelijk voor de verwerking van uw persoonsgegevens. U bereikt ons via info@immo-demo.be.',
        '## Welke gegevens en waarom?',
        'Wij verwerken de gegevens die u ons geeft via formulieren, e-mail of telefoon: naam, contactgegevens, uw vraag en, bij een zoekopdracht, uw wensen. Wij gebruiken ze om uw vraag te beantwoorden, een bezoek te plannen of u te informeren over passende panden. De rechtsgrond is uw verzoek vóór een overeenkomst, onze overeenkomst zelf of uw toestemming voor de nieuwsbrief.',
        '## Hoe lang?',
        'Afgehandelde aanvragen worden na 24 maanden gewist, tenzij een wettelijke bewaarplicht langer geldt, bijvoorbeeld voor de antiwitwaswetgeving.',
        '## Uw rechten',
        'U kunt uw gegevens inzien, laten verbeteren of wissen, de verwerking beperken of u ertegen verzetten, en uw toestemming altijd intrekken. Bent u niet tevreden over ons antwoord, dan kunt u klacht indienen bij de Gegevensbeschermingsautoriteit.',
      ],
      fr: [
        '## Qui est responsable ?',
        'Immo Demo SRL, chaussée de Courtrai (Kortrijksesteenweg) 412, 9000 Gand, numéro d’entreprise BE0712.345.678, est responsable du traitement de vos données personnelles. Vous pouvez nous joindre à info@immo-demo.be.',
        '## Quelles données et pourquoi ?',
        'Nous traitons les données que vous nous communiquez par formulaire, e-mail ou téléphone : nom, coordonnées, votre demande et, pour une recherche sur mesure, vos critères. Nous les utilisons pour répondre à votre demande, planifier une visite ou vous informer de biens correspondants. La base légale est votre demande préalable à un contrat, notre contrat lui-même ou votre consentement pour la newsletter.',
        '## Pendant combien de temps ?',
        'Les demandes traitées sont effacées après 24 mois, sauf obligation légale de conservation plus longue, par exemple en matière de lutte contre le blanchiment.',
        '## Vos droits',
        'Vous pouvez consulter, faire rectifier ou effacer vos données, en limiter le traitement ou vous y opposer, et retirer votre consentement à tout moment. Si notre réponse ne vous satisfait pas, vous pouvez introduire une plainte auprès de l’Autorité de protection des données.',
      ],
      en: [
        '## Who is responsible?',
        'Immo Demo BV, Kortrijksesteenweg 412, 9000 Ghent, company number BE0712.345.678, is the controller of your personal data. You can reach us at info@immo-demo.be.',
        '## Which data and why?',
        'We process the data you give us through forms, e-mail or telephone: your name, contact details, your question and, for a saved search, your requirements. We use them to answer your question, plan a viewing or tell you about suitable properties. The legal basis is your request prior to a contract, the contract itself or your consent for the newsletter.',
        '## For how long?',
        'Handled requests are deleted after 24 months, unless the law requires us to keep them longer, for example under anti-money-laundering rules.',
        '## Your rights',
        'You may access, correct or erase your data, restrict or object to its processing, and withdraw your consent at any time. If you are not satisfied with our answer, you can lodge a complaint with the Belgian Data Protection Authority.',
      ],
      de: [
        '## Wer ist verantwortlich?',
        'Immo Demo BV, Kortrijksesteenweg 412, 9000 Gent, Unternehmensnummer BE0712.345.678, ist für die Verarbeitung Ihrer personenbezogenen Daten verantwortlich. Sie erreichen uns unter info@immo-demo.be.',
        '## Welche Daten und warum?',
        'Wir verarbeiten die Daten, die Sie uns über Formulare, E-Mail oder Telefon mitteilen: Name, Kontaktdaten, Ihre Anfrage und bei einem Suchauftrag Ihre Wünsche. Wir nutzen sie, um Ihre Anfrage zu beantworten, eine Besichtigung zu planen oder Sie über passende Immobilien zu informieren. Rechtsgrundlage ist Ihre vorvertragliche Anfrage, der Vertrag selbst oder Ihre Einwilligung für den Newsletter.',
        '## Wie lange?',
        'Bearbeitete Anfragen werden nach 24 Monaten gelöscht, sofern keine längere gesetzliche Aufbewahrungspflicht besteht, etwa nach den Vorschriften gegen Geldwäsche.',
        '## Ihre Rechte',
        'Sie können Ihre Daten einsehen, berichtigen oder löschen lassen, die Verarbeitung einschränken oder ihr widersprechen und Ihre Einwilligung jederzeit widerrufen. Sind Sie mit unserer Antwort nicht zufrieden, können Sie bei der belgischen Datenschutzbehörde Beschwerde einlegen.',
      ],
    },
    publishedAt: '2025-04-01T08:00:00.000Z',
  },
  {
    key: 'cookies',
    kind: 'cookie-policy',
    title: t(
      'Cookiebeleid',
      'Politique en matière de cookies',
      'Cookie policy',
      'Cookie-Richtlinie',
    ),
    excerpt: t(
      'Welke cookies onze website gebruikt en hoe u uw keuze wijzigt.',
      'Les cookies utilisés par notre site et comment modifier votre choix.',
      'Which cookies our website uses and how to change your choice.',
      'Welche Cookies unsere Website verwendet und wie Sie Ihre Auswahl ändern.',
    ),
    body: {
      nl: [
        '## Noodzakelijke cookies',
        'Deze cookies onthouden uw taal en uw cookiekeuze en beveiligen de formulieren. Zonder deze cookies werkt de website niet goed; ze vragen geen toestemming.',
        '## Statistieken en ingesloten inhoud',
        'Alleen met uw toestemming meten wij anoniem hoe de website gebruikt wordt en tonen wij video’s en virtuele rondgangen van externe diensten, die zelf cookies kunnen plaatsen.',
        '## Uw keuze',
        'Uw keuze blijft 180 dagen bewaard. U kunt ze altijd wijzigen via de link "Cookie-instellingen" onderaan elke pagina.',
      ],
      fr: [
        '## Cookies nécessaires',
        'Ces cookies retiennent votre langue et votre choix en matière de cookies, et sécurisent les formulaires. Sans eux, le site ne fonctionne pas correctement ; ils ne requièrent pas de consentement.',
        '## Statistiques et contenus intégrés',
        'Uniquement avec votre accord, nous mesurons de façon anonyme l’utilisation du site et affichons des vidéos et visites virtuelles de services externes, qui peuvent eux-mêmes déposer des cookies.',
        '## Votre choix',
        'Votre choix est conservé 180 jours. Vous pouvez le modifier à tout moment via le lien « Paramètres des cookies » en bas de chaque page.',
      ],
      en: [
        '## Necessary cookies',
        'These cookies remember your language and your cookie choice and protect the forms. The website does not work properly without them; they do not need consent.',
        '## Statistics and embedded content',
        'Only with your consent do we measure anonymously how the website is used and show videos and virtual tours from external services, which may set cookies of their own.',
        '## Your choice',
        'Your choice is kept for 180 days. You can change it at any time through the "Cookie settings" link at the bottom of every page.',
      ],
      de: [
        '## Notwendige Cookies',
        'Diese Cookies speichern Ihre Sprache und Ihre Cookie-Auswahl und schützen die Formulare. Ohne sie funktioniert die Website nicht richtig; sie benötigen keine Einwilligung.',
        '## Statistiken und eingebettete Inhalte',
        'Nur mit Ihrer Einwilligung messen wir anonym, wie die Website genutzt wird, und zeigen Videos und virtuelle Rundgänge externer Dienste, die selbst Cookies setzen können.',
        '## Ihre Auswahl',
        'Ihre Auswahl wird 180 Tage gespeichert. Sie können sie jederzeit über den Link „Cookie-Einstellungen“ unten auf jeder Seite ändern.',
      ],
    },
    publishedAt: '2025-04-01T09:00:00.000Z',
  },
  {
    key: 'disclaimer',
    kind: 'disclaimer',
    title: t('Disclaimer', 'Avertissement', 'Disclaimer', 'Haftungsausschluss'),
    excerpt: t(
      'Wettelijke vermeldingen en de voorwaarden waaronder wij informatie aanbieden.',
      'Mentions légales et conditions dans lesquelles nous fournissons l’information.',
      'Legal notices and the terms on which we provide information.',
      'Rechtliche Hinweise und die Bedingungen, unter denen wir Informationen bereitstellen.',
    ),
    body: {
      nl: [
        '## Wettelijke vermeldingen',
        'Immo Demo bv, Kortrijksesteenweg 412, 9000 Gent, BE0712.345.678. Erkend vastgoedmakelaar-bemiddelaar BIV 512.345 (België), onderworpen aan de deontologische code van het BIV. Toezichthoudende overheid: Beroepsinstituut van Vastgoedmakelaars, Luxemburgstraat 16B, 1000 Brussel.',
        '## Informatie op deze website',
        'Wij stellen de informatie over onze panden met de grootste zorg samen, maar ze is louter informatief en vormt geen aanbod. Oppervlakten, plannen en prijzen zijn indicatief; alleen de documenten bij het compromis zijn bindend.',
        '## Aansprakelijkheid',
        'Immo Demo is niet aansprakelijk voor schade door het gebruik van deze website of van websites waarnaar wij verwijzen.',
      ],
      fr: [
        '## Mentions légales',
        'Immo Demo SRL, chaussée de Courtrai (Kortrijksesteenweg) 412, 9000 Gand, BE0712.345.678. Agent immobilier intermédiaire agréé IPI 512.345 (Belgique), soumis au code de déontologie de l’IPI. Autorité de contrôle : Institut professionnel des agents immobiliers, rue de Luxembourg 16B, 1000 Bruxelles.',
        '## Informations sur ce site',
        'Nous rassemblons les informations sur nos biens avec le plus grand soin, mais elles sont purement indicatives et ne constituent pas une offre. Surfaces, plans et prix sont donnés à titre indicatif ; seuls les documents joints au compromis font foi.',
        '## Responsabilité',
        'Immo Demo n’est pas responsable des dommages résultant de l’utilisation de ce site ou des sites vers lesquels nous renvoyons.',
      ],
      en: [
        '## Legal notice',
        'Immo Demo BV, Kortrijksesteenweg 412, 9000 Ghent, BE0712.345.678. Licensed real estate agent (broker), BIV/IPI 512.345 (Belgium), bound by the BIV/IPI code of ethics. Supervisory authority: Professional Institute of Real Estate Agents, Rue de Luxembourg 16B, 1000 Brussels.',
        '## Information on this website',
        'We compile the information about our properties with the greatest care, but it is for information only and does not constitute an offer. Surfaces, plans and prices are indicative; only the documents attached to the compromis are binding.',
        '## Liability',
        'Immo Demo is not liable for any damage resulting from the use of this website or of websites we link to.',
      ],
      de: [
        '## Impressum',
        'Immo Demo BV, Kortrijksesteenweg 412, 9000 Gent, BE0712.345.678. Zugelassener Immobilienmakler (Vermittler) BIV/IPI 512.345 (Belgien), an den Berufskodex des BIV/IPI gebunden. Aufsichtsbehörde: Berufsinstitut der Immobilienmakler, Rue de Luxembourg 16B, 1000 Brüssel.',
        '## Informationen auf dieser Website',
        'Wir stellen die Informationen zu unseren Immobilien mit größter Sorgfalt zusammen, sie dienen jedoch nur der Information und stellen kein Angebot dar. Flächen, Pläne und Preise sind unverbindlich; maßgeblich sind allein die Unterlagen zum Compromis.',
        '## Haftung',
        'Immo Demo haftet nicht für Schäden, die aus der Nutzung dieser Website oder der von uns verlinkten Websites entstehen.',
      ],
    },
    publishedAt: '2025-04-01T10:00:00.000Z',
  },
  // -------------------------------------------------------------------------------------------
  // News
  {
    key: 'registratierechten-vlaanderen-2025',
    kind: 'news',
    category: 'wetgeving',
    title: t(
      'Vlaanderen: nog 2 % registratierechten op uw enige eigen woning',
      'Flandre : plus que 2 % de droits d’enregistrement sur votre habitation unique',
      'Flanders: registration duty on your only home drops to 2%',
      'Flandern: nur noch 2 % Registrierungsgebühr auf die einzige eigene Wohnung',
    ),
    excerpt: t(
      'Sinds 1 januari 2025 daalt het tarief voor de aankoop van uw enige eigen woning van 3 naar 2 %.',
      'Depuis le 1er janvier 2025, le taux pour l’achat de votre habitation propre et unique passe de 3 à 2 %.',
      'Since 1 January 2025 the rate for buying your only own home has fallen from 3% to 2%.',
      'Seit dem 1. Januar 2025 sinkt der Satz für den Kauf Ihrer einzigen eigenen Wohnung von 3 auf 2 %.',
    ),
    body: {
      nl: [
        'Wie in Vlaanderen zijn enige eigen woning koopt, betaalt sinds 1 januari 2025 nog 2 % registratierechten in plaats van 3 %. Op een woning van 350.000 euro scheelt dat 3.500 euro.',
        'De voorwaarden blijven dezelfde: het moet gaan om uw enige woning en u moet er binnen drie jaar uw hoofdverblijfplaats vestigen. Voor een tweede verblijf of een opbrengsteigendom blijft het tarief 12 %.',
        'Op elke advertentie op onze website ziet u een raming van de registratierechten en notariskosten, zodat u meteen weet hoeveel u in totaal nodig hebt.',
      ],
      fr: [
        'Depuis le 1er janvier 2025, l’achat de votre habitation propre et unique en Flandre est soumis à 2 % de droits d’enregistrement au lieu de 3 %. Pour une maison de 350 000 euros, cela représente 3 500 euros d’économie.',
        'Les conditions ne changent pas : il doit s’agir de votre seule habitation et vous devez y établir votre résidence principale dans les trois ans. Pour une seconde résidence ou un immeuble de rapport, le taux reste de 12 %.',
        'Chaque annonce de notre site affiche une estimation des droits d’enregistrement et des frais de notaire, pour que vous sachiez d’emblée de quel montant total vous avez besoin.',
      ],
      en: [
        'Since 1 January 2025, buying your only own home in Flanders costs 2% in registration duty instead of 3%. On a home of 350,000 euros that saves 3,500 euros.',
        'The conditions are unchanged: it must be your only home and you must make it your main residence within three years. A second home or an investment property is still taxed at 12%.',
        'Every listing on our website shows an estimate of the registration duty and notary’s fees, so you know straight away how much you need in total.',
      ],
      de: [
        'Wer in Flandern seine einzige eigene Wohnung kauft, zahlt seit dem 1. Januar 2025 nur noch 2 % Registrierungsgebühr statt 3 %. Bei einer Immobilie für 350.000 Euro sind das 3.500 Euro weniger.',
        'Die Bedingungen bleiben gleich: Es muss Ihre einzige Wohnung sein, und Sie müssen dort innerhalb von drei Jahren Ihren Hauptwohnsitz nehmen. Für eine Zweitwohnung oder ein Renditeobjekt bleibt es bei 12 %.',
        'Jede Anzeige auf unserer Website zeigt eine Schätzung der Registrierungsgebühr und der Notarkosten, damit Sie sofort wissen, wie viel Sie insgesamt brauchen.',
      ],
    },
    publishedAt: '2025-01-09T08:00:00.000Z',
    hero: true,
  },
  {
    key: 'registratierechten-wallonie-brussel',
    kind: 'news',
    category: 'wetgeving',
    title: t(
      'Ook in Wallonië en Brussel betaalt u minder bij uw eerste aankoop',
      'En Wallonie et à Bruxelles aussi, votre premier achat coûte moins cher',
      'Wallonia and Brussels also lighten the cost of a first purchase',
      'Auch in Wallonien und Brüssel zahlen Sie beim ersten Kauf weniger',
    ),
    excerpt: t(
      'Wallonië verlaagt het tarief voor een eigen en enige woning naar 3 %; Brussel schenkt de rechten op de eerste 200.000 euro kwijt.',
      'La Wallonie ramène le taux pour une habitation propre et unique à 3 % ; Bruxelles exonère les premiers 200 000 euros.',
      'Wallonia cuts the rate for an only own home to 3%; Brussels exempts the first 200,000 euros.',
      'Wallonien senkt den Satz für die einzige eigene Wohnung auf 3 %; Brüssel befreit die ersten 200.000 Euro.',
    ),
    body: {
      nl: [
        'Sinds 1 januari 2025 betaalt u in Wallonië 3 % registratierechten op de aankoop van uw eigen en enige woning, in plaats van het gewone tarief van 12,5 %.',
        'In Brussel blijft het tarief 12,5 %, maar bij de aankoop van uw eigen woning is de eerste schijf van 200.000 euro vrijgesteld, op voorwaarde dat de prijs niet hoger ligt dan 600.000 euro.',
        'Twijfelt u of u in aanmerking komt? Onze makelaars in Brussel en Wallonië rekenen het graag voor u na.',
      ],
      fr: [
        'Depuis le 1er janvier 2025, vous payez en Wallonie 3 % de droits d’enregistrement sur l’achat de votre habitation propre et unique, au lieu du taux normal de 12,5 %.',
        'À Bruxelles, le taux reste de 12,5 %, mais pour l’achat de votre propre habitation, la première tranche de 200 000 euros est exonérée, à condition que le prix ne dépasse pas 600 000 euros.',
        'Vous vous demandez si vous y avez droit ? Nos agents à Bruxelles et en Wallonie font volontiers le calcul pour vous.',
      ],
      en: [
        'Since 1 January 2025, buying your only own home in Wallonia costs 3% in registration duty instead of the standard 12.5%.',
        'In Brussels the rate stays at 12.5%, but when you buy your own home the first 200,000 euros are exempt, provided the price does not exceed 600,000 euros.',
        'Not sure whether you qualify? Our agents in Brussels and Wallonia will gladly work it out for you.',
      ],
      de: [
        'Seit dem 1. Januar 2025 zahlen Sie in Wallonien 3 % Registrierungsgebühr auf den Kauf Ihrer einzigen eigenen Wohnung statt des Normalsatzes von 12,5 %.',
        'In Brüssel bleibt der Satz bei 12,5 %, doch beim Kauf der eigenen Wohnung sind die ersten 200.000 Euro befreit, sofern der Preis 600.000 Euro nicht übersteigt.',
        'Sie sind nicht sicher, ob Sie Anspruch haben? Unsere Makler in Brüssel und Wallonien rechnen es gern für Sie nach.',
      ],
    },
    publishedAt: '2025-02-04T08:00:00.000Z',
    hero: true,
  },
  {
    key: 'renovatieplicht',
    kind: 'news',
    category: 'wetgeving',
    title: t(
      'Renovatieplicht in Vlaanderen: wat betekent ze voor kopers?',
      'Obligation de rénovation en Flandre : qu’est-ce que cela change pour l’acheteur ?',
      'The renovation obligation in Flanders: what does it mean for buyers?',
      'Renovierungspflicht in Flandern: Was bedeutet sie für Käufer?',
    ),
    excerpt: t(
      'Wie een woning met EPC-label E of F koopt, moet binnen vijf jaar minstens label D halen.',
      'Qui achète une habitation au label PEB E ou F doit atteindre au moins le label D dans les cinq ans.',
      'Anyone buying a home with EPC label E or F must bring it up to at least label D within five years.',
      'Wer eine Wohnung mit der Energieklasse E oder F kauft, muss innerhalb von fünf Jahren mindestens Klasse D erreichen.',
    ),
    body: {
      nl: [
        'Sinds 2023 geldt in Vlaanderen een renovatieplicht voor wie een woning of appartement met EPC-label E of F koopt. Binnen vijf jaar na de akte moet het gebouw minstens label D halen.',
        'Dat hoeft geen struikelblok te zijn. Dakisolatie, hoogrendementsglas en een zuinige verwarming volstaan vaak al. Bovendien gelden voor renovaties premies en een voordelige renteloze lening.',
        'Bij elk pand met een zwak label geven wij vooraf een idee van de nodige werken, zodat u de totale investering kent voor u een bod doet.',
      ],
      fr: [
        'Depuis 2023, la Flandre impose une obligation de rénovation à qui achète une maison ou un appartement au label PEB E ou F. Dans les cinq ans suivant l’acte, le bâtiment doit atteindre au moins le label D.',
        'Ce n’est pas forcément un obstacle. L’isolation de la toiture, un vitrage à haut rendement et un chauffage performant suffisent souvent. Des primes et un prêt à taux zéro avantageux soutiennent en outre les rénovations.',
        'Pour chaque bien au label faible, nous donnons à l’avance une idée des travaux nécessaires, afin que vous connaissiez l’investissement total avant de faire une offre.',
      ],
      en: [
        'Since 2023 anyone in Flanders who buys a house or flat with EPC label E or F has had to renovate it: within five years of the deed the building must reach at least label D.',
        'That need not be an obstacle. Roof insulation, high-efficiency glazing and economical heating are often enough, and renovation grants and an interest-free loan help with the cost.',
        'For every property with a weak label we give you an idea of the work needed beforehand, so you know the total investment before you make an offer.',
      ],
      de: [
        'Seit 2023 gilt in Flandern eine Renovierungspflicht für Käufer eines Hauses oder einer Wohnung mit der Energieklasse E oder F. Innerhalb von fünf Jahren nach der Urkunde muss das Gebäude mindestens Klasse D erreichen.',
        'Das muss kein Hindernis sein. Dachdämmung, Wärmeschutzverglasung und eine sparsame Heizung reichen oft schon aus. Zudem gibt es für Renovierungen Prämien und ein günstiges zinsloses Darlehen.',
        'Bei jeder Immobilie mit schwacher Energieklasse geben wir Ihnen vorab eine Vorstellung von den nötigen Arbeiten, damit Sie die Gesamtinvestition kennen, bevor Sie ein Angebot machen.',
      ],
    },
    publishedAt: '2025-06-16T08:00:00.000Z',
    hero: true,
  },
  {
    key: 'leiezicht',
    kind: 'news',
    category: 'kantoor',
    title: t(
      'Verkoop van Residentie Leiezicht in Gent gestart',
      'Lancement des ventes de la Résidence Leiezicht à Gand',
      'Sales open at Leiezicht Residence in Ghent',
      'Verkaufsstart der Residenz Leiezicht in Gent',
    ),
    excerpt: t(
      'Zestien energiezuinige appartementen en twee penthouses aan de Leie, oplevering voorjaar 2027.',
      'Seize appartements basse énergie et deux penthouses au bord de la Lys, livraison au printemps 2027.',
      'Sixteen energy-efficient apartments and two penthouses on the Leie, ready in spring 2027.',
      'Sechzehn energieeffiziente Wohnungen und zwei Penthouses an der Leie, Fertigstellung im Frühjahr 2027.',
    ),
    body: {
      nl: [
        'De werf aan de Nieuwewandeling is gestart en de verkoop van Residentie Leiezicht is officieel begonnen. Het project telt zestien appartementen met één tot drie slaapkamers en twee penthouses met zicht op de Leie.',
        'Alle units hebben een terras, een kelderberging en de mogelijkheid tot een ondergrondse staanplaats. Met een warmtepomp, driedubbele beglazing en zonnepanelen haalt het gebouw een E-peil van E30.',
        'Bekijk de beschikbare units en de prijslijst op de projectpagina, of maak een afspraak in ons kijkappartement.',
      ],
      fr: [
        'Le chantier de la Nieuwewandeling a démarré et la vente de la Résidence Leiezicht est officiellement lancée. Le projet compte seize appartements d’une à trois chambres et deux penthouses avec vue sur la Lys.',
        'Toutes les unités disposent d’une terrasse, d’une cave et d’un emplacement de parking en sous-sol en option. Avec pompe à chaleur, triple vitrage et panneaux solaires, l’immeuble atteint un niveau E30.',
        'Découvrez les unités disponibles et la liste de prix sur la page du projet, ou prenez rendez-vous dans notre appartement témoin.',
      ],
      en: [
        'Work has started on Nieuwewandeling and sales of Leiezicht Residence are officially open. The development has sixteen apartments with one to three bedrooms and two penthouses overlooking the Leie.',
        'Every unit has a terrace, a cellar storeroom and an optional underground parking space. With a heat pump, triple glazing and solar panels, the building reaches an E-level of E30.',
        'See the available units and the price list on the project page, or book a visit to our show flat.',
      ],
      de: [
        'Die Baustelle an der Nieuwewandeling hat begonnen, und der Verkauf der Residenz Leiezicht ist offiziell gestartet. Das Projekt umfasst sechzehn Wohnungen mit ein bis drei Schlafzimmern und zwei Penthouses mit Blick auf die Leie.',
        'Alle Einheiten haben eine Terrasse, einen Kellerraum und auf Wunsch einen Tiefgaragenstellplatz. Mit Wärmepumpe, Dreifachverglasung und Solaranlage erreicht das Gebäude ein E-Niveau von E30.',
        'Sehen Sie sich die verfügbaren Einheiten und die Preisliste auf der Projektseite an oder vereinbaren Sie einen Termin in unserer Musterwohnung.',
      ],
    },
    publishedAt: '2025-10-06T08:00:00.000Z',
    hero: true,
    extras: ['ctaContact'],
  },
  // -------------------------------------------------------------------------------------------
  // Every block of the page builder, for editors (data/blockGallery.ts)
  blockGallery,
]
