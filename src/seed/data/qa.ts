// The Q&A pages (categories with two or three questions each) and the clients' testimonials.
// A category's key is its Dutch slug: /nl/vraag-en-antwoord/{key}/.
import type { Testimonial } from '@/payload-types'

import { t, type Localized } from './propertyTexts'

type QaItem = { question: Localized; answer: Localized }
type QaCategory = { name: Localized; questions: readonly QaItem[] }

export const qaCategories = {
  aankoop: {
    name: t('Aankoop', 'Achat', 'Buying', 'Kauf'),
    questions: [
      {
        question: t(
          'Hoeveel registratierechten betaal ik op mijn eerste woning in Vlaanderen?',
          'Combien de droits d’enregistrement paie-t-on pour une première habitation en Flandre ?',
          'How much registration duty do I pay on my first home in Flanders?',
          'Wie viel Registrierungsgebühr zahle ich für meine erste Wohnung in Flandern?',
        ),
        answer: t(
          'Sinds 1 januari 2025 betaalt u 2 % registratierechten op de aankoop van uw enige eigen woning, op voorwaarde dat u er binnen drie jaar uw hoofdverblijfplaats vestigt. Voor andere aankopen, zoals een tweede verblijf of een opbrengsteigendom, geldt het gewone tarief van 12 %. In Brussel en Wallonië gelden andere regels; wij rekenen het graag voor u uit.',
          'Depuis le 1er janvier 2025, vous payez 2 % de droits d’enregistrement sur l’achat de votre habitation propre et unique, à condition d’y établir votre résidence principale dans les trois ans. Pour les autres achats, comme une seconde résidence ou un immeuble de rapport, le taux normal de 12 % s’applique. Bruxelles et la Wallonie ont leurs propres règles ; nous faisons volontiers le calcul avec vous.',
          'Since 1 January 2025 you pay 2% registration duty on the purchase of your only own home, provided you make it your main residence within three years. Other purchases, such as a second home or an investment property, are taxed at the standard rate of 12%. Brussels and Wallonia have their own rules; we are happy to work out the figures with you.',
          'Seit dem 1. Januar 2025 zahlen Sie 2 % Registrierungsgebühr auf den Kauf Ihrer einzigen eigenen Wohnung, sofern Sie dort innerhalb von drei Jahren Ihren Hauptwohnsitz nehmen. Für andere Käufe, etwa eine Zweitwohnung oder ein Renditeobjekt, gilt der Normalsatz von 12 %. In Brüssel und Wallonien gelten eigene Regeln; wir rechnen es gern mit Ihnen durch.',
        ),
      },
      {
        question: t(
          'Is een compromis bindend?',
          'Un compromis de vente est-il engageant ?',
          'Is a compromis (sales agreement) binding?',
          'Ist ein Compromis (Kaufvorvertrag) verbindlich?',
        ),
        answer: t(
          'Ja. Met de ondertekening van het compromis is de verkoop rond: koper en verkoper zijn het eens over het pand en de prijs. Meestal betaalt de koper dan een voorschot van 10 %, en binnen vier maanden volgt de authentieke akte bij de notaris. Laat dus vooraf uw financiering checken, of neem een opschortende voorwaarde voor de lening op.',
          'Oui. Dès la signature du compromis, la vente est conclue : acheteur et vendeur sont d’accord sur le bien et le prix. L’acheteur verse en général un acompte de 10 %, et l’acte authentique est passé chez le notaire dans les quatre mois. Vérifiez donc votre financement au préalable, ou prévoyez une condition suspensive d’obtention du crédit.',
          'Yes. Once the compromis is signed the sale is agreed: buyer and seller agree on the property and the price. The buyer usually pays a 10% deposit, and the notarial deed follows within four months. So have your financing checked beforehand, or include a condition that the sale depends on your mortgage.',
          'Ja. Mit der Unterzeichnung des Compromis ist der Verkauf zustande gekommen: Käufer und Verkäufer sind sich über Immobilie und Preis einig. Meist zahlt der Käufer dann eine Anzahlung von 10 %, und innerhalb von vier Monaten folgt die notarielle Urkunde. Lassen Sie Ihre Finanzierung also vorher prüfen oder nehmen Sie eine aufschiebende Bedingung für das Darlehen auf.',
        ),
      },
      {
        question: t(
          'Welke kosten komen bovenop de aankoopprijs?',
          'Quels frais s’ajoutent au prix d’achat ?',
          'Which costs come on top of the purchase price?',
          'Welche Kosten kommen zum Kaufpreis hinzu?',
        ),
        answer: t(
          'Reken op de registratierechten (of btw bij nieuwbouw), het ereloon van de notaris met btw, administratieve kosten en, als u leent, de kosten van de hypotheekakte. Op elke fiche op onze site ziet u een raming van de notariskosten en registratierechten.',
          'Comptez les droits d’enregistrement (ou la TVA pour du neuf), les honoraires du notaire avec TVA, les frais administratifs et, si vous empruntez, les frais de l’acte de crédit hypothécaire. Chaque fiche de notre site donne une estimation des frais de notaire et des droits d’enregistrement.',
          'Allow for registration duty (or VAT on a new build), the notary’s fee plus VAT, administrative costs and, if you borrow, the costs of the mortgage deed. Every listing on our site shows an estimate of the notary’s fees and registration duty.',
          'Rechnen Sie mit der Registrierungsgebühr (oder Mehrwertsteuer bei Neubauten), dem Notarhonorar zuzüglich Mehrwertsteuer, Verwaltungskosten und, falls Sie ein Darlehen aufnehmen, den Kosten der Hypothekenurkunde. Jedes Angebot auf unserer Website zeigt eine Schätzung der Notarkosten und der Registrierungsgebühr.',
        ),
      },
    ],
  },
  verkoop: {
    name: t('Verkoop', 'Vente', 'Selling', 'Verkauf'),
    questions: [
      {
        question: t(
          'Hoe bepaalt u de vraagprijs van mijn woning?',
          'Comment fixez-vous le prix de mon bien ?',
          'How do you set the asking price of my home?',
          'Wie legen Sie den Angebotspreis meiner Immobilie fest?',
        ),
        answer: t(
          'Een makelaar bezoekt uw woning en vergelijkt ze met recente verkopen in de buurt. Ligging, oppervlakte, staat, EPC-label en de markt van het moment wegen mee. U krijgt een onderbouwd verslag met een realistische prijsvork, gratis en vrijblijvend.',
          'Un agent visite votre bien et le compare aux ventes récentes du quartier. La situation, la surface, l’état, le label PEB et le marché du moment entrent en ligne de compte. Vous recevez un rapport argumenté avec une fourchette de prix réaliste, gratuitement et sans engagement.',
          'An agent visits your home and compares it with recent sales nearby. Location, size, condition, EPC label and the current market all count. You receive a reasoned report with a realistic price range, free and without obligation.',
          'Ein Makler besichtigt Ihre Immobilie und vergleicht sie mit aktuellen Verkäufen in der Umgebung. Lage, Fläche, Zustand, Energieklasse und die aktuelle Marktlage fließen ein. Sie erhalten einen begründeten Bericht mit einer realistischen Preisspanne, kostenlos und unverbindlich.',
        ),
      },
      {
        question: t(
          'Hoe lang duurt de verkoop van een woning?',
          'Combien de temps faut-il pour vendre un bien ?',
          'How long does it take to sell a home?',
          'Wie lange dauert der Verkauf einer Immobilie?',
        ),
        answer: t(
          'Een correct geprijsde woning vindt doorgaans binnen enkele weken tot drie maanden een koper. Na het compromis volgt de akte binnen vier maanden. Met alle attesten klaar vóór de eerste bezichtiging wint u tijd.',
          'Un bien au juste prix trouve généralement acquéreur en quelques semaines à trois mois. Après le compromis, l’acte suit dans les quatre mois. Avoir tous les certificats prêts avant la première visite fait gagner du temps.',
          'A correctly priced home usually finds a buyer within a few weeks to three months. After the compromis, the deed follows within four months. Having every certificate ready before the first viewing saves time.',
          'Eine marktgerecht bepreiste Immobilie findet in der Regel innerhalb weniger Wochen bis drei Monaten einen Käufer. Nach dem Compromis folgt die Urkunde innerhalb von vier Monaten. Wenn alle Bescheinigungen vor der ersten Besichtigung vorliegen, gewinnen Sie Zeit.',
        ),
      },
    ],
  },
  attesten: {
    name: t('Attesten', 'Certificats', 'Certificates', 'Bescheinigungen'),
    questions: [
      {
        question: t(
          'Welke attesten heb ik nodig om te verkopen in Vlaanderen?',
          'Quels certificats faut-il pour vendre en Flandre ?',
          'Which certificates do I need to sell in Flanders?',
          'Welche Bescheinigungen brauche ich für einen Verkauf in Flandern?',
        ),
        answer: t(
          'Een EPC, een keuring van de elektrische installatie, een bodemattest, een stedenbouwkundig uittreksel en de informatie over overstromingsgevoeligheid. Voor gebouwen van vóór 2001 komt daar een asbestattest bij. Wij vragen ze voor u aan en plannen de bezoeken van de deskundigen.',
          'Un certificat PEB, le contrôle de l’installation électrique, une attestation du sol, un extrait urbanistique et les informations sur le risque d’inondation. Pour les bâtiments construits avant 2001 s’ajoute une attestation amiante. Nous les demandons pour vous et planifions les visites des experts.',
          'An EPC, an inspection of the electrical installation, a soil certificate, a planning extract and the flood-risk information. Buildings from before 2001 also need an asbestos certificate. We order them for you and schedule the experts’ visits.',
          'Einen Energieausweis, eine Prüfung der Elektroinstallation, eine Bodenbescheinigung, einen Städtebauauszug und die Angaben zur Überschwemmungsgefahr. Für Gebäude von vor 2001 kommt eine Asbestbescheinigung hinzu. Wir beantragen sie für Sie und planen die Termine der Sachverständigen.',
        ),
      },
      {
        question: t(
          'Hoe lang is een EPC geldig?',
          'Combien de temps un certificat PEB est-il valable ?',
          'How long is an EPC valid?',
          'Wie lange ist ein Energieausweis gültig?',
        ),
        answer: t(
          'Een EPC blijft tien jaar geldig, ook als u intussen renoveert. Na grote energiebesparende werken loont een nieuw EPC vaak: een beter label maakt uw woning aantrekkelijker voor kopers en huurders.',
          'Un certificat PEB reste valable dix ans, même si vous rénovez entre-temps. Après de gros travaux d’économie d’énergie, un nouveau certificat vaut souvent la peine : un meilleur label rend votre bien plus attractif pour les acheteurs et les locataires.',
          'An EPC stays valid for ten years, even if you renovate in the meantime. After major energy-saving work a new EPC is often worth it: a better label makes your home more attractive to buyers and tenants.',
          'Ein Energieausweis ist zehn Jahre gültig, auch wenn Sie zwischenzeitlich renovieren. Nach größeren energetischen Arbeiten lohnt sich oft ein neuer Ausweis: Eine bessere Klasse macht Ihre Immobilie für Käufer und Mieter attraktiver.',
        ),
      },
      {
        question: t(
          'Wat als de elektrische installatie wordt afgekeurd?',
          'Que se passe-t-il si l’installation électrique n’est pas conforme ?',
          'What if the electrical installation fails its inspection?',
          'Was passiert, wenn die Elektroinstallation die Prüfung nicht besteht?',
        ),
        answer: t(
          'U mag de woning gewoon verkopen. De koper moet de gebreken laten herstellen en de installatie binnen de wettelijke termijn na de akte opnieuw laten keuren. Vaak wordt daar bij de prijsonderhandeling rekening mee gehouden.',
          'Vous pouvez tout de même vendre votre bien. L’acheteur doit faire remédier aux défauts et faire contrôler à nouveau l’installation dans le délai légal après l’acte. On en tient souvent compte lors de la négociation du prix.',
          'You can still sell your home. The buyer has to have the defects put right and the installation inspected again within the legal deadline after the deed. This is often taken into account when negotiating the price.',
          'Sie dürfen die Immobilie trotzdem verkaufen. Der Käufer muss die Mängel beheben und die Anlage innerhalb der gesetzlichen Frist nach der Urkunde erneut prüfen lassen. Bei der Preisverhandlung wird das oft berücksichtigt.',
        ),
      },
    ],
  },
  huren: {
    name: t('Huren', 'Louer', 'Renting', 'Mieten'),
    questions: [
      {
        question: t(
          'Hoeveel huurwaarborg mag een verhuurder vragen?',
          'Quelle garantie locative un bailleur peut-il demander ?',
          'How much rental deposit may a landlord ask for?',
          'Wie hoch darf die Mietkaution sein?',
        ),
        answer: t(
          'In Vlaanderen maximaal drie maanden huur, op een geblokkeerde rekening op naam van de huurder. In Brussel en Wallonië is dat twee maanden op een geblokkeerde rekening, of drie maanden via een bankwaarborg. De waarborg brengt intrest op voor de huurder.',
          'En Flandre, trois mois de loyer au maximum, sur un compte bloqué au nom du locataire. À Bruxelles et en Wallonie, deux mois sur un compte bloqué, ou trois mois par garantie bancaire. Les intérêts de la garantie reviennent au locataire.',
          'In Flanders at most three months’ rent, in a blocked account in the tenant’s name. In Brussels and Wallonia it is two months in a blocked account, or three months through a bank guarantee. The interest on the deposit goes to the tenant.',
          'In Flandern höchstens drei Monatsmieten auf einem gesperrten Konto auf den Namen des Mieters. In Brüssel und Wallonien sind es zwei Monatsmieten auf einem Sperrkonto oder drei über eine Bankgarantie. Die Zinsen der Kaution stehen dem Mieter zu.',
        ),
      },
      {
        question: t(
          'Wie betaalt de plaatsbeschrijving?',
          'Qui paie l’état des lieux ?',
          'Who pays for the check-in inventory?',
          'Wer bezahlt das Übergabeprotokoll?',
        ),
        answer: t(
          'De plaatsbeschrijving bij intrede is verplicht. Wordt ze door een onafhankelijke deskundige opgemaakt, dan delen verhuurder en huurder de kosten gelijk. Controleer ze samen grondig: ze is de basis bij het einde van de huur.',
          'L’état des lieux d’entrée est obligatoire. S’il est établi par un expert indépendant, bailleur et locataire en partagent les frais à parts égales. Vérifiez-le ensemble avec soin : il sert de référence à la fin du bail.',
          'A check-in inventory is compulsory. When an independent expert draws it up, landlord and tenant share the cost equally. Go through it carefully together: it is the reference at the end of the lease.',
          'Ein Übergabeprotokoll beim Einzug ist Pflicht. Erstellt es ein unabhängiger Sachverständiger, teilen Vermieter und Mieter die Kosten zu gleichen Teilen. Prüfen Sie es gemeinsam sorgfältig: Es ist die Grundlage am Ende des Mietverhältnisses.',
        ),
      },
    ],
  },
  verhuren: {
    name: t('Verhuren', 'Mettre en location', 'Letting', 'Vermieten'),
    questions: [
      {
        question: t(
          'Moet mijn huurcontract geregistreerd worden?',
          'Mon bail doit-il être enregistré ?',
          'Does my lease have to be registered?',
          'Muss mein Mietvertrag registriert werden?',
        ),
        answer: t(
          'Ja, de verhuurder registreert het huurcontract van een woning binnen twee maanden na ondertekening; voor woninghuur is dat gratis. Wij doen de registratie voor u wanneer wij de verhuring begeleiden.',
          'Oui, le bailleur fait enregistrer le bail d’habitation dans les deux mois de la signature ; c’est gratuit pour un logement. Nous nous en chargeons lorsque nous gérons la mise en location.',
          'Yes, the landlord registers a residential lease within two months of signing; for a home this is free. We take care of it when we handle the letting for you.',
          'Ja, der Vermieter lässt einen Wohnungsmietvertrag innerhalb von zwei Monaten nach der Unterzeichnung registrieren; für Wohnraum ist das kostenlos. Wenn wir die Vermietung begleiten, übernehmen wir das für Sie.',
        ),
      },
      {
        question: t(
          'Neemt u ook het beheer van mijn pand op?',
          'Assurez-vous aussi la gestion de mon bien ?',
          'Do you also manage rented properties?',
          'Übernehmen Sie auch die Verwaltung meiner Immobilie?',
        ),
        answer: t(
          'Ja. Wij innen de huur, passen de jaarlijkse indexering toe, laten herstellingen uitvoeren en begeleiden de plaatsbeschrijving bij vertrek. U krijgt elk kwartaal een overzicht.',
          'Oui. Nous percevons les loyers, appliquons l’indexation annuelle, faisons réaliser les réparations et assurons l’état des lieux de sortie. Vous recevez un relevé chaque trimestre.',
          'Yes. We collect the rent, apply the yearly indexation, arrange repairs and handle the check-out inventory. You receive a statement every quarter.',
          'Ja. Wir ziehen die Miete ein, wenden die jährliche Indexierung an, lassen Reparaturen ausführen und begleiten die Übergabe beim Auszug. Sie erhalten jedes Quartal eine Übersicht.',
        ),
      },
    ],
  },
  varia: {
    name: t('Varia', 'Divers', 'Miscellaneous', 'Sonstiges'),
    questions: [
      {
        question: t(
          'In welke talen kan ik bij u terecht?',
          'Dans quelles langues puis-je m’adresser à vous ?',
          'Which languages do you speak?',
          'In welchen Sprachen kann ich mich an Sie wenden?',
        ),
        answer: t(
          'In het Nederlands, Frans, Engels en Duits. Onze website en al onze documenten bestaan in die vier talen.',
          'En néerlandais, en français, en anglais et en allemand. Notre site et tous nos documents existent dans ces quatre langues.',
          'Dutch, French, English and German. Our website and all our documents are available in those four languages.',
          'Auf Niederländisch, Französisch, Englisch und Deutsch. Unsere Website und alle unsere Unterlagen gibt es in diesen vier Sprachen.',
        ),
      },
      {
        question: t(
          'Werkt u ook in Luxemburg?',
          'Êtes-vous aussi actifs au Luxembourg ?',
          'Do you also work in Luxembourg?',
          'Sind Sie auch in Luxemburg tätig?',
        ),
        answer: t(
          'Ja. Anna Schmitz begeleidt verkopen en verhuringen in het Groothertogdom en in Oostbelgië, met kennis van de Luxemburgse regels zoals het energiepaspoort.',
          'Oui. Anna Schmitz accompagne les ventes et locations au Grand-Duché et en Belgique de l’Est, en connaissant les règles luxembourgeoises comme le passeport énergétique.',
          'Yes. Anna Schmitz handles sales and lettings in the Grand Duchy and in East Belgium, and knows the Luxembourg rules such as the energy pass.',
          'Ja. Anna Schmitz begleitet Verkäufe und Vermietungen im Großherzogtum und in Ostbelgien und kennt die luxemburgischen Regeln wie den Energiepass.',
        ),
      },
    ],
  },
} satisfies Record<string, QaCategory>

export type TestimonialSeed = Pick<
  Testimonial,
  'name' | 'aboutYou' | 'opinion' | 'website' | 'language' | 'date'
>

/** Six approved reviews, each in the language its author wrote it in. */
export const testimonials: readonly TestimonialSeed[] = [
  {
    name: 'Els en Pieter',
    aboutYou: 'Verkochten hun rijwoning in Gent',
    opinion:
      'Sofie dacht vanaf het eerste bezoek mee. De prijs was realistisch, de foto’s waren prachtig en binnen vijf weken tekenden we het compromis. Alle attesten werden voor ons geregeld.',
    language: 'nl',
    date: '2026-02-14T00:00:00.000Z',
  },
  {
    name: 'Nathalie Renard',
    aboutYou: 'A vendu un appartement à Ixelles',
    opinion:
      'Un suivi impeccable du début à la fin. Julien nous a tenus informés après chaque visite et a négocié avec beaucoup de calme. Je recommande sans hésiter.',
    language: 'fr',
    date: '2026-01-22T00:00:00.000Z',
  },
  {
    name: 'Tom Verhaegen',
    aboutYou: 'Huurt een appartement in Antwerpen',
    opinion:
      'Vlot contact, een duidelijke plaatsbeschrijving en een eerlijke uitleg over de huurwaarborg. Als huurder voelde ik me even goed geholpen als de eigenaar.',
    language: 'nl',
    date: '2025-11-03T00:00:00.000Z',
  },
  {
    name: 'James and Laura Whitfield',
    aboutYou: 'Bought a house in Tervuren after moving from London',
    opinion:
      'Buying abroad felt daunting, but the team explained every step in English, from the compromis to the notary. We always knew what came next.',
    language: 'en',
    date: '2025-10-18T00:00:00.000Z',
  },
  {
    name: 'Familie Kessler',
    aboutYou: 'Haben ein Haus in Eupen gekauft',
    opinion:
      'Anna hat uns auf Deutsch durch den ganzen Kauf begleitet und jede Frage zu den belgischen Regeln geduldig beantwortet. Sehr professionell und herzlich.',
    language: 'de',
    website: 'https://kessler.example',
    date: '2025-09-27T00:00:00.000Z',
  },
  {
    name: 'Marc et Sophie Lejeune',
    aboutYou: 'Ont mis leur maison de Namur en location',
    opinion:
      'La gestion locative nous enlève tout souci : loyers perçus à temps, réparations organisées et un relevé clair chaque trimestre.',
    language: 'fr',
    date: '2025-08-30T00:00:00.000Z',
  },
]
