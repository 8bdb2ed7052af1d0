// The purchase-cost rules as researched in shared/research/costs-and-mentions.md (§1 duties per
// region, §2 notary and mortgage, Luxembourg's Bëllegen Akt). Each row carries its source; rows
// whose figure the research could not confirm on an official page say `unconfirmed: true` and
// why in `note`. A stable `key` lets the seed add missing rows without touching edited ones.
import type { CostRule } from '@/lib/domain/costs'

export type CostRuleSeed = Omit<CostRule, 'id' | 'sourceUrl'> & {
  key: string
  note: string
  sourceUrl: string
}

const NOTARIS_FLANDERS =
  'https://www.notaris.be/verkopen-kopen-huren-lenen/kopen-en-verkopen-1/registratiebelasting-in-het-vlaams-gewest-1'
const NOTARIS_CALCULATOR =
  'https://temp.notaris.be/calculatoren/wonen/aankoopkosten-van-een-woning-en/bouwgrond-berekenen'
const NOTARIS_CREDIT =
  'https://notaris.be/wonen/kosten-verbonden-aan-de-aankoop/kosten-verbonden-aan-het-hypothecair-krediet'
const NOTAIRE_WALLONIA =
  'https://temp.notaire.be/immobilier/acheter-et-vendre-un-bien-immobilier/les-frais-lies-lachat/droits-denregistrement-en-region-wallonne'
const FISCALITE_BRUSSELS = 'https://fiscalite.brussels/fr/abattement'
const BE_BRUSSELS =
  'https://be.brussels/fr/logement/achat-vente-propriete/achat-vente/aides-lachat/reduction-des-droits-denregistrement'
const VLAANDEREN_MORTGAGE = 'https://belastingen.vlaanderen.be/recht_op_hypotheekvestiging_tarief'
const AR_2022 = 'https://etaamb.openjustice.be/fr/arrete-royal-du-22-novembre-2022_n2022042846'
const NEWS_BELGIUM =
  'https://news.belgium.be/nl/wijziging-van-het-tariefbesluit-houdende-de-erelonen-van-notarissen'
const GUICHET_LU =
  'https://guichet.public.lu/fr/citoyens/aides/logement-construction/aides-indirectes/credit-impot-actes-notaries.html'
const PFI_LU = 'https://pfi.public.lu/fr/citoyen/enregistrement/credit-impot.html'
const CHD_LU = 'https://chd.lu/lu/prolongation-mesures-logement-juin2025'

/** Scale J (AR 16-12-1950, annex art. 17 no. 81), percent per bracket of the price. */
export const SCALE_J = [
  { from: 0, rate: 4.56 },
  { from: 7_500, rate: 2.85 },
  { from: 17_500, rate: 2.28 },
  { from: 30_000, rate: 1.71 },
  { from: 45_495, rate: 1.14 },
  { from: 64_095, rate: 0.57 },
  { from: 250_095, rate: 0.057 },
]

export const costRuleSeeds: CostRuleSeed[] = [
  // Flanders: registration duty ("verkooprecht").
  {
    key: 'flanders-registration-general-2022',
    region: 'flanders',
    kind: 'registrationRate',
    validFrom: '2022-01-01',
    rate: 12,
    sourceUrl: NOTARIS_FLANDERS,
    note: 'notaris.be [OFF]: "sinds 1 januari 2022 standaard 12% in Vlaanderen". Was 10 % before.',
  },
  {
    key: 'flanders-registration-own-home-2025',
    region: 'flanders',
    kind: 'registrationRate',
    validFrom: '2025-01-01',
    ownHome: 'yes',
    rate: 2,
    coversLand: false,
    sourceUrl: NOTARIS_CALCULATOR,
    note: 'Sole own home, deed from 1 Jan 2025 (notaris.be calculator, update 1 Jan 2025 [OFF]). Whether it covers building land is not confirmed (freca.be [SEC]: excluded), so the land of a new build is charged 12 %.',
  },
  {
    key: 'flanders-registration-own-home-2022',
    region: 'flanders',
    kind: 'registrationRate',
    validFrom: '2022-01-01',
    validTo: '2024-12-31',
    ownHome: 'yes',
    rate: 3,
    coversLand: false,
    sourceUrl: 'https://www.m3makelaars.be/',
    note: 'Sole own home, deeds 2022–2024: freca.be, m3makelaars.be, De Morgen 2021 [SEC].',
  },
  {
    key: 'flanders-reduction-modest-home-2025',
    region: 'flanders',
    kind: 'reduction',
    validFrom: '2025-01-01',
    ownHome: 'yes',
    priceCeiling: 220_000,
    amount: 1_867,
    unconfirmed: true,
    sourceUrl: NOTARIS_FLANDERS,
    note: 'Bijkomende vermindering bescheiden woning: €1,867 and the €220,000 ceiling (€240,000 in core cities and the Vlaamse Rand, not modelled) come from third-party code only; consistent with €2,800 at 3 % in 2023 (sublimmo.be [SEC]). The official table was not captured.',
  },
  // Brussels-Capital.
  {
    key: 'brussels-registration-general',
    region: 'brussels',
    kind: 'registrationRate',
    validFrom: '2000-01-01',
    rate: 12.5,
    sourceUrl: FISCALITE_BRUSSELS,
    note: '12.5 % of price and charges, never below market value (fiscalite.brussels [OFF]); long-standing, start date not researched.',
  },
  {
    key: 'brussels-abatement-2023',
    region: 'brussels',
    kind: 'abatement',
    validFrom: '2023-04-01',
    ownHome: 'yes',
    priceCeiling: 600_000,
    amount: 200_000,
    sourceUrl: BE_BRUSSELS,
    note: 'Abattement €200,000 for price + charges ≤ €600,000, sale agreements (compromis) signed from 1 Apr 2023; no other home in full ownership; domicile within 3 years, kept 5 years (fiscalite.brussels, be.brussels [OFF]). The compromis date counts, not the deed date.',
  },
  {
    key: 'brussels-abatement-2017',
    region: 'brussels',
    kind: 'abatement',
    validFrom: '2017-01-01',
    validTo: '2023-03-31',
    ownHome: 'yes',
    priceCeiling: 500_000,
    amount: 175_000,
    sourceUrl: FISCALITE_BRUSSELS,
    note: 'Abattement €175,000 for a price ≤ €500,000, 1 Jan 2017 – 31 Mar 2023 (fiscalite.brussels [OFF]; forumforthefuture.be [SEC]).',
  },
  // Wallonia.
  {
    key: 'wallonia-registration-general',
    region: 'wallonia',
    kind: 'registrationRate',
    validFrom: '2000-01-01',
    rate: 12.5,
    sourceUrl: NOTAIRE_WALLONIA,
    note: 'Ordinary rate 12.5 % (notaire.be [OFF]); start date not researched.',
  },
  {
    key: 'wallonia-registration-own-home-2025',
    region: 'wallonia',
    kind: 'registrationRate',
    validFrom: '2025-01-01',
    ownHome: 'yes',
    rate: 3,
    sourceUrl: NOTAIRE_WALLONIA,
    note: 'Habitation propre et unique: 3 % of the whole price, no ceiling, deeds from 1 Jan 2025 (décret 5 Dec 2024; notaire.be [OFF]). Covers building land too.',
  },
  {
    key: 'wallonia-abatement-first-purchase-2023',
    region: 'wallonia',
    kind: 'abatement',
    validFrom: '2023-07-01',
    validTo: '2024-12-31',
    ownHome: 'yes',
    firstPurchase: 'yes',
    priceCeiling: 350_000,
    amount: 40_000,
    sourceUrl: 'https://trends.levif.be/',
    note: 'Abattement primo-acquérant €40,000 for a price ≤ €350,000 (1 Jul 2023 – 31 Dec 2024), abolished for deeds from 1 Jan 2025 (trends.levif.be, avocat-cappuyns.be [SEC]).',
  },
  // Luxembourg.
  {
    key: 'luxembourg-registration',
    region: 'luxembourg',
    kind: 'registrationRate',
    validFrom: '2000-01-01',
    rate: 6,
    sourceUrl: GUICHET_LU,
    note: 'Registration duty 6 % (guichet.public.lu [OFF]). The Luxembourg-City surcharge (+3 %) is not verified and not modelled.',
  },
  {
    key: 'luxembourg-transcription',
    region: 'luxembourg',
    kind: 'transcriptionRate',
    validFrom: '2000-01-01',
    rate: 1,
    sourceUrl: GUICHET_LU,
    note: 'Transcription duty 1 % (guichet.public.lu [OFF]).',
  },
  {
    key: 'luxembourg-credit-2023',
    region: 'luxembourg',
    kind: 'dutyCredit',
    validFrom: '2023-03-07',
    validTo: '2023-12-31',
    ownHome: 'yes',
    perBuyer: true,
    amount: 30_000,
    sourceUrl: PFI_LU,
    note: 'Bëllegen Akt €30,000 per buyer from 7 Mar 2023 (law 16 May 2023; pfi.public.lu [OFF]).',
  },
  {
    key: 'luxembourg-credit-2024',
    region: 'luxembourg',
    kind: 'dutyCredit',
    validFrom: '2024-01-01',
    validTo: '2025-06-30',
    ownHome: 'yes',
    perBuyer: true,
    amount: 40_000,
    sourceUrl: CHD_LU,
    note: 'Bëllegen Akt €40,000 per buyer for deeds 1 Jan 2024 – 30 Jun 2025 (laws 22 May 2024 and 4 Apr 2025; chd.lu [OFF]).',
  },
  {
    key: 'luxembourg-credit-2025-07',
    region: 'luxembourg',
    kind: 'dutyCredit',
    validFrom: '2025-07-01',
    ownHome: 'yes',
    perBuyer: true,
    amount: 30_000,
    unconfirmed: true,
    sourceUrl: 'https://www.albaluxcredit.lu/',
    note: 'After 30 Jun 2025: albaluxcredit.lu [SEC] says it reverts to €30,000; no law found. Not confirmed.',
  },
  {
    key: 'luxembourg-minimum-duty',
    region: 'luxembourg',
    kind: 'dutyMinimum',
    validFrom: '2000-01-01',
    amount: 100,
    sourceUrl: GUICHET_LU,
    note: 'The minimum duty of €100 is always collected (guichet.public.lu [OFF]).',
  },
  {
    key: 'luxembourg-notary-estimate',
    region: 'luxembourg',
    kind: 'notaryScale',
    validFrom: '2000-01-01',
    brackets: [{ from: 0, rate: 1 }],
    unconfirmed: true,
    sourceUrl: 'https://www.wortimmo.lu/',
    note: 'Notary fees ≈ 1 % (wortimmo.lu [SEC]); the Luxembourg notary scale (RGD 20 Oct 2000) was seen only in third-party code: not verified.',
  },
  // Belgium, federal: VAT on new builds.
  {
    key: 'federal-building-vat',
    region: 'federal',
    kind: 'buildingVatRate',
    validFrom: '2000-01-01',
    rate: 21,
    sourceUrl: NOTARIS_FLANDERS,
    note: 'A new building sold with VAT: 21 % on the building; duty only on the land (notaris.be [OFF]).',
  },
  {
    key: 'federal-building-vat-6-2021',
    region: 'federal',
    kind: 'buildingVatRate',
    validFrom: '2021-01-01',
    validTo: '2025-06-30',
    ownHome: 'yes',
    rate: 6,
    sourceUrl: 'https://www.moore.be/',
    note: 'Demolition and reconstruction at 6 %: temporary regime 2021–2023, then the transitional rule for developers (permit applied for before 1 Jul 2023) until 30 Jun 2025 (spartax, jurivia.be, moore.be [SEC]). Applied when the listing publishes 6 %.',
  },
  {
    key: 'federal-building-vat-6-2025-07',
    region: 'federal',
    kind: 'buildingVatRate',
    validFrom: '2025-07-01',
    ownHome: 'yes',
    rate: 6,
    sourceUrl: 'https://www.certifisc.be/',
    note: 'Demolition and reconstruction at 6 %, permanent from 1 Jul 2025 (Programmawet 18 Jul 2025; circular 2025/C/44): sale to a natural person as sole own home for ≥ 5 years, ≤ 175 m² (konsilanto.be, certifisc.be, moore.be [SEC]). Applied when the listing publishes 6 %; the 175 m² and letting cases are not checked.',
  },
  // Belgium, federal: the notary.
  {
    key: 'federal-notary-scale-j',
    region: 'federal',
    kind: 'notaryScale',
    validFrom: '2002-01-01',
    brackets: SCALE_J,
    sourceUrl: AR_2022,
    note: 'Scale J, purchase by private agreement (AR 16-12-1950, annex art. 17 no. 81); brackets from bouwinfo.be, deboerenpartners.be, habicom.be [SEC], legal text copies [SEC]. pim.be says J was restated from 2023 ("J New"); whether its percentages changed was not found.',
  },
  {
    key: 'federal-notary-scale-jbis',
    region: 'federal',
    kind: 'notaryScale',
    validFrom: '2023-01-01',
    ownHome: 'yes',
    unconfirmed: true,
    sourceUrl: AR_2022,
    note: 'Scale JBis for the purchase of a sole own home by natural persons (AR 22 Nov 2022, in force 1 Jan 2023): about 10 % below J, largest gain at €100k–350k, nil from €850k. Its brackets were not found: the row has none, so scale J is used and the panel says so. Add the brackets here once known.',
  },
  {
    key: 'federal-notary-vat',
    region: 'federal',
    kind: 'notaryVatRate',
    validFrom: '2012-01-01',
    rate: 21,
    sourceUrl: NOTARIS_CREDIT,
    note: '21 % VAT on notary fees since 1 Jan 2012.',
  },
  {
    key: 'federal-purchase-admin-2023',
    region: 'federal',
    kind: 'purchaseFixedCost',
    validFrom: '2023-01-01',
    amount: 750,
    subjectToVat: true,
    sourceUrl: AR_2022,
    note: 'Fixed administrative costs ("vacaties") of the first deed: €750 excl. VAT (AR 22 Nov 2022 [OFF]; news.belgium.be).',
  },
  {
    key: 'federal-purchase-disbursements',
    region: 'federal',
    kind: 'purchaseFixedCost',
    validFrom: '2023-01-01',
    amount: 500,
    subjectToVat: false,
    unconfirmed: true,
    sourceUrl: NOTARIS_CALCULATOR,
    note: 'Disbursements (mortgage certificates, cadastral and planning searches, recht op geschrift): an order of magnitude. The research puts admin + searches at €1,100–1,500 incl. VAT; €907.50 is the admin cost with VAT, so about €500 remains. Not an official figure.',
  },
  // Belgium: the mortgage (credit) deed.
  {
    key: 'flanders-mortgage-registration',
    region: 'flanders',
    kind: 'mortgageRegistrationRate',
    validFrom: '2000-01-01',
    rate: 1,
    sourceUrl: VLAANDEREN_MORTGAGE,
    note: 'Registration duty on the mortgage: 1 % of the secured amount (belastingen.vlaanderen.be [OFF]).',
  },
  {
    key: 'brussels-mortgage-registration',
    region: 'brussels',
    kind: 'mortgageRegistrationRate',
    validFrom: '2000-01-01',
    rate: 1,
    sourceUrl: NOTARIS_CREDIT,
    note: 'Registration duty on the mortgage: 1 % of the secured amount (notaris.be [OFF]).',
  },
  {
    key: 'wallonia-mortgage-registration',
    region: 'wallonia',
    kind: 'mortgageRegistrationRate',
    validFrom: '2000-01-01',
    rate: 1,
    sourceUrl: NOTARIS_CREDIT,
    note: 'Registration duty on the mortgage: 1 % of the secured amount (notaris.be [OFF]).',
  },
  {
    key: 'federal-mortgage-duty',
    region: 'federal',
    kind: 'mortgageDutyRate',
    validFrom: '2000-01-01',
    rate: 0.3,
    sourceUrl: NOTARIS_CREDIT,
    note: 'Mortgage duty (inscription) 0.3 % of the secured amount (notaris.be [OFF]). The land registry retribution is not included (amount not found).',
  },
  {
    key: 'federal-secured-margin',
    region: 'federal',
    kind: 'securedMargin',
    validFrom: '2000-01-01',
    rate: 10,
    unconfirmed: true,
    sourceUrl: NOTARIS_CREDIT,
    note: 'The bank secures the loan plus accessories, usually +5–10 %; 10 % is assumed.',
  },
  {
    key: 'federal-credit-notary-estimate',
    region: 'federal',
    kind: 'creditNotaryScale',
    validFrom: '2000-01-01',
    brackets: [
      { from: 0, rate: 0.652 },
      { from: 100_000, rate: 0.148 },
    ],
    unconfirmed: true,
    sourceUrl: 'https://www.nn.be/',
    note: 'The statutory credit-deed scale was not found. These two brackets reproduce the only examples found (≈ €652 for €100k, €800 for €200k, nn.be, before 2023 [SEC]). An estimate.',
  },
  {
    key: 'federal-credit-notary-discount-2023',
    region: 'federal',
    kind: 'creditNotaryDiscount',
    validFrom: '2023-01-01',
    ownHome: 'yes',
    rate: 20,
    sourceUrl: NEWS_BELGIUM,
    note: '−20 % on the credit-deed fee for a sole own home from 1 Jan 2023 (news.belgium.be [OFF]; AR 22 Nov 2022).',
  },
  {
    key: 'federal-credit-admin-2023',
    region: 'federal',
    kind: 'creditFixedCost',
    validFrom: '2023-01-01',
    amount: 550,
    subjectToVat: true,
    sourceUrl: NOTARIS_CREDIT,
    note: 'Fixed administrative costs of an additional deed (credit deed): €550 excl. VAT (notaris.be [OFF]).',
  },
  {
    key: 'federal-credit-third-party-2023',
    region: 'federal',
    kind: 'creditFixedCost',
    validFrom: '2023-01-01',
    amount: 40,
    subjectToVat: false,
    sourceUrl: NOTARIS_CREDIT,
    note: 'Third-party costs of the credit deed: €40 (notaris.be [OFF]).',
  },
]
