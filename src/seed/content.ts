// Everything of the demo agency that is not a listing: team, owners, Q&A, articles,
// testimonials, site settings and navigation.
import { randomBytes } from 'node:crypto'

import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import { locales, type Locale } from '@/i18n/locales'

import {
  articleCategories,
  articles,
  ctas,
  faqItems,
  stepPlan,
  type ArticleExtra,
  type ArticleSeed,
} from './data/articles'
import {
  galleryBlockTypes,
  galleryNotes,
  galleryTexts,
  type GalleryBlockType,
} from './data/blockGallery'
import { t, type Localized } from './data/propertyTexts'
import { qaCategories, testimonials } from './data/qa'
import { team } from './data/team'
import { createImage, portraitSvg, SEED_FILE_PREFIX, type PhotoPool } from './images'
import { richText } from './lexical'
import { ALL_LOCALES, seedContext } from './context'

type Data = Record<string, unknown>
type Doc = Data & { id: number }

/**
 * Copies the ids of stored array and block rows into the next language's data, row by row,
 * so that saving another language keeps the rows (and their other languages) instead of
 * replacing them.
 */
export function withRowIds(stored: unknown, next: Data): Data
export function withRowIds(stored: unknown, next: unknown, isRow?: boolean): unknown
export function withRowIds(stored: unknown, next: unknown, isRow = false): unknown {
  if (Array.isArray(next)) {
    const rows = Array.isArray(stored) ? stored : []
    return next.map((row, index) => withRowIds(rows[index], row, true))
  }
  if (next && typeof next === 'object' && !('root' in next)) {
    const previous = (stored && typeof stored === 'object' ? stored : {}) as Data
    const out: Data = {}
    for (const [key, value] of Object.entries(next)) out[key] = withRowIds(previous[key], value)
    if (isRow && previous.id !== undefined && out.id === undefined) out.id = previous.id
    return out
  }
  return next
}

/**
 * Creates a document in Dutch and saves it in the other languages, one save each. Used for the
 * collections whose slug hook writes one language at a time (articles, categories, questions):
 * `locale: 'all'` would leave their slugs empty.
 */
export async function createInLocales(
  payload: Payload,
  collection: CollectionSlug,
  build: (locale: Locale) => Data,
): Promise<Doc> {
  let doc = (await payload.create({
    collection,
    locale: 'nl',
    data: build('nl'),
    context: seedContext,
  })) as unknown as Doc
  for (const locale of locales.filter((code) => code !== 'nl')) {
    doc = (await payload.update({
      collection,
      id: doc.id,
      locale,
      data: withRowIds(doc, build(locale)),
      context: seedContext,
      depth: 0,
    })) as unknown as Doc
  }
  return doc
}

/** The same for a global (arrays keep their rows across languages). */
export async function updateGlobalInLocales(
  payload: Payload,
  slug: GlobalSlug,
  build: (locale: Locale) => Data,
): Promise<void> {
  for (const locale of locales) {
    const stored = await payload.findGlobal({ slug, locale, depth: 0 })
    await payload.updateGlobal({
      slug,
      locale,
      data: withRowIds(stored, build(locale)),
      context: seedContext,
      depth: 0,
    })
  }
}

export type TeamMember = { id: number; name: string }

export async function seedTeam(payload: Payload): Promise<TeamMember[]> {
  const members: TeamMember[] = []
  for (const [index, member] of team.entries()) {
    const photo = await createImage(payload, {
      svg: portraitSvg(index, { longHair: member.longHair }),
      filename: `${SEED_FILE_PREFIX}team-${index + 1}.jpg`,
      alt: t(
        `Portret van ${member.name}`,
        `Portrait de ${member.name}`,
        `Portrait of ${member.name}`,
        `Porträt von ${member.name}`,
      ),
    })
    const doc = await payload.create({
      collection: 'team',
      locale: ALL_LOCALES,
      data: {
        name: member.name,
        role: member.role as unknown as string,
        photo,
        phone: member.phone,
        email: member.email,
        languages: member.languages,
        order: index + 1,
      },
      context: seedContext,
    })
    members.push({ id: doc.id, name: member.name })
  }
  return members
}

export const demoOwners = [
  { username: 'demo-eigenaar-1', name: 'Marc Peeters', email: 'marc.peeters@example.be', phone: '+32 478 12 34 56' },
  { username: 'demo-eigenaar-2', name: 'Isabelle Dubois', email: 'isabelle.dubois@example.be', phone: '+32 475 65 43 21' },
] // prettier-ignore

export type OwnerAccount = { id: number; username: string; password?: string; created: boolean }

/**
 * Two owner accounts for the owner portal. They are accounts, not content: an existing one is
 * kept as it is (also by --reset), so a noted password stays valid. A new one gets
 * SEED_OWNER_PASSWORD, or a generated password that the caller prints once.
 */
export async function ensureDemoOwners(payload: Payload): Promise<OwnerAccount[]> {
  const accounts: OwnerAccount[] = []
  const shared = process.env.SEED_OWNER_PASSWORD
  for (const owner of demoOwners) {
    const { docs } = await payload.find({
      collection: 'owners',
      where: { username: { equals: owner.username } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (docs[0]) {
      accounts.push({ id: docs[0].id, username: owner.username, created: false })
      continue
    }
    const password = shared || randomBytes(12).toString('base64url')
    const doc = await payload.create({
      collection: 'owners',
      data: { ...owner, password },
      overrideAccess: true,
      context: seedContext,
    })
    accounts.push({
      id: doc.id,
      username: owner.username,
      password: shared ? undefined : password,
      created: true,
    })
  }
  return accounts
}

export async function seedQuestions(payload: Payload): Promise<number> {
  let count = 0
  for (const category of Object.values(qaCategories)) {
    const doc = await createInLocales(payload, 'categories', (locale) => ({
      name: category.name[locale],
      kind: 'qa',
    }))
    for (const question of category.questions) {
      await createInLocales(payload, 'questions', (locale) => ({
        _status: 'published',
        question: question.question[locale],
        answer: richText([question.answer[locale]]),
        category: doc.id,
      }))
      count++
    }
  }
  return count
}

export async function seedTestimonials(payload: Payload, photo?: number): Promise<number[]> {
  const ids: number[] = []
  for (const [index, item] of testimonials.entries()) {
    const doc = await payload.create({
      collection: 'testimonials',
      data: {
        ...item,
        approved: true,
        postedBy: 'agency',
        ...(index === 0 && photo ? { image: photo } : {}),
      },
      context: seedContext,
    })
    ids.push(doc.id)
  }
  return ids
}

type Block = Data & { blockType: string }

/** The blocks an article's extras stand for, in order; `photo` is the image block's. */
function extraBlocks(article: ArticleSeed, locale: Locale, photo?: number): Block[] {
  return (article.extras ?? []).flatMap((extra) =>
    extra === 'blockGallery' ? galleryBlocks(locale, photo) : [extraBlock(extra, locale)],
  )
}

/** Every block of the page builder, each after a text block saying what it does. */
function galleryBlocks(locale: Locale, photo?: number): Block[] {
  const note = (type: GalleryBlockType): Block => ({
    blockType: 'richText',
    content: richText([`## ${galleryNotes[type].name[locale]}`, galleryNotes[type].text[locale]]),
  })
  const demo: Record<GalleryBlockType, Block | null> = {
    // The notes themselves are the text blocks.
    richText: null,
    image: photo
      ? { blockType: 'image', image: photo, width: 'wide', caption: galleryTexts.caption[locale] }
      : null,
    callToAction: extraBlock('ctaValuation', locale),
    propertyCarousel: {
      blockType: 'propertyCarousel',
      heading: galleryTexts.carousel[locale],
      goal: 'sale',
      limit: 6,
    },
    projectList: { blockType: 'projectList', heading: galleryTexts.projects[locale], limit: 3 },
    articleList: {
      blockType: 'articleList',
      heading: galleryTexts.news[locale],
      kind: 'news',
      limit: 3,
    },
    searchBox: { blockType: 'searchBox', heading: galleryTexts.search[locale] },
    testimonials: extraBlock('testimonials', locale),
    faq: extraBlock('faq', locale),
    stepPlan: extraBlock('stepPlan', locale),
    contactCard: extraBlock('contactCard', locale),
  }
  return galleryBlockTypes.flatMap((type) => {
    const block = demo[type]
    return block ? [note(type), block] : [note(type)]
  })
}

function extraBlock(extra: Exclude<ArticleExtra, 'blockGallery'>, locale: Locale): Block {
  const link = (label: Localized, route: string) => ({
    label: label[locale],
    kind: 'route',
    route,
  })
  switch (extra) {
    case 'stepPlan':
      return {
        blockType: 'stepPlan',
        heading: stepPlan.heading[locale],
        intro: stepPlan.intro[locale],
        steps: stepPlan.steps.map((step) => ({
          title: step.title[locale],
          text: step.text[locale],
        })),
      }
    case 'ctaValuation':
    case 'ctaContact': {
      const cta = extra === 'ctaValuation' ? ctas.valuation : ctas.contact
      return {
        blockType: 'callToAction',
        heading: cta.heading[locale],
        text: cta.text[locale],
        link: link(cta.label, cta.route),
      }
    }
    case 'testimonials':
      return {
        blockType: 'testimonials',
        heading: t(
          'Wat klanten zeggen',
          'Ce que disent nos clients',
          'What clients say',
          'Was Kunden sagen',
        )[locale],
        limit: 3,
      }
    case 'faq':
      return {
        blockType: 'faq',
        heading: t(
          'Veelgestelde vragen',
          'Questions fréquentes',
          'Frequently asked questions',
          'Häufige Fragen',
        )[locale],
        items: faqItems.map((item) => ({
          question: item.question[locale],
          answer: richText([item.answer[locale]]),
        })),
      }
    case 'contactCard':
      return {
        blockType: 'contactCard',
        heading: t(
          'Kom langs of bel ons',
          'Passez nous voir ou appelez-nous',
          'Visit or call us',
          'Besuchen oder rufen Sie uns an',
        )[locale],
        text: t(
          'Ons kantoor is open van maandag tot zaterdag.',
          'Notre agence est ouverte du lundi au samedi.',
          'Our office is open Monday to Saturday.',
          'Unser Büro ist von Montag bis Samstag geöffnet.',
        )[locale],
        showAddress: true,
        showPhone: true,
        showEmail: true,
      }
    case 'carouselGent':
      return {
        blockType: 'propertyCarousel',
        heading: t(
          'Ons aanbod in Gent',
          'Nos biens à Gand',
          'Our listings in Ghent',
          'Unser Angebot in Gent',
        )[locale],
        goal: 'sale',
        city: 'Gent',
        limit: 6,
      }
  }
}

export async function seedArticles(
  payload: Payload,
  photos: PhotoPool,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  const categories = new Map<string, number>()
  for (const [key, name] of Object.entries(articleCategories)) {
    const doc = await createInLocales(payload, 'categories', (locale) => ({
      name: name[locale],
      kind: 'article',
    }))
    categories.set(key, doc.id)
  }
  const heroes = [...photos.house, ...photos.villa, ...photos.mansion]
  for (const [index, article] of articles.entries()) {
    const parent = article.parent ? ids.get(article.parent) : undefined
    const doc = await createInLocales(payload, 'articles', (locale) => ({
      _status: 'published',
      title: article.title[locale],
      excerpt: article.excerpt[locale],
      kind: article.kind,
      publishedAt: article.publishedAt,
      ...(parent ? { parent } : {}),
      ...(article.category ? { category: categories.get(article.category) } : {}),
      ...(article.hero ? { heroImage: heroes[index % heroes.length] } : {}),
      layout: [
        ...(article.body[locale].length
          ? [{ blockType: 'richText', content: richText(article.body[locale]) }]
          : []),
        ...extraBlocks(article, locale, heroes[0]),
      ],
      seo: {
        metaTitle: article.title[locale].slice(0, 70),
        metaDescription: article.excerpt[locale].slice(0, 170),
      },
    }))
    ids.set(article.key, doc.id)
  }
  return ids
}

export async function seedSiteSettings(payload: Payload, ogImage?: number): Promise<void> {
  const pageSettings = {
    title: t('Immo Demo – vastgoed in België en Luxemburg', 'Immo Demo – immobilier en Belgique et au Luxembourg', 'Immo Demo – property in Belgium and Luxembourg', 'Immo Demo – Immobilien in Belgien und Luxemburg'),
    description: t(
      'Woningen, appartementen en nieuwbouw te koop en te huur in Vlaanderen, Brussel, Wallonië en Luxemburg. Erkend vastgoedmakelaar BIV.',
      'Maisons, appartements et projets neufs à vendre et à louer en Flandre, à Bruxelles, en Wallonie et au Luxembourg. Agent immobilier agréé IPI.',
      'Houses, apartments and new builds for sale and for rent in Flanders, Brussels, Wallonia and Luxembourg. Licensed estate agent.',
      'Häuser, Wohnungen und Neubauten zum Kauf und zur Miete in Flandern, Brüssel, Wallonien und Luxemburg. Zugelassener Immobilienmakler.',
    ),
  } // prettier-ignore
  await updateGlobalInLocales(payload, 'site-settings', (locale) => ({
    agencyName: 'Immo Demo',
    enabledLanguages: [...locales],
    defaultLanguage: 'nl',
    pageSettings: {
      title: pageSettings.title[locale],
      description: pageSettings.description[locale],
      ...(ogImage ? { image: ogImage } : {}),
    },
    identity: {
      street: 'Kortrijksesteenweg 412',
      zip: '9000',
      city: 'Gent',
      country: 'BE',
      phone: '+32 9 234 56 70',
      email: 'info@immo-demo.be',
      vatNumber: 'BE0712.345.678',
      companyNumber: '0712.345.678',
      ipiNumber: '512.345',
      insurer: 'AXA Belgium',
      insurancePolicyNumber: '730.390.160',
      socialLinks: [
        { platform: 'facebook', url: 'https://www.facebook.com/immodemo' },
        { platform: 'instagram', url: 'https://www.instagram.com/immodemo' },
        { platform: 'linkedin', url: 'https://www.linkedin.com/company/immodemo' },
      ],
    },
    brand: { primaryColor: '#0b5c8c' },
    rentAppointment: { minimumMonthlyIncome: 2000, maximumPersons: 4 },
    cookieLifetimeDays: 180,
  }))
}

type MenuItem = { label: Localized; route?: string; article?: number; url?: string }

export async function seedNavigation(payload: Payload, articleIds: Map<string, number>) {
  const header: MenuItem[] = [
    { label: t('Te koop', 'À vendre', 'For sale', 'Zu verkaufen'), route: 'for-sale' },
    { label: t('Te huur', 'À louer', 'For rent', 'Zu vermieten'), route: 'for-rent' },
    { label: t('Nieuwbouw', 'Projets neufs', 'New builds', 'Neubau'), route: 'new-builds' },
    { label: t('Diensten', 'Services', 'Services', 'Dienstleistungen'), route: 'services' },
    { label: t('Gratis waardebepaling', 'Estimation gratuite', 'Free valuation', 'Kostenlose Bewertung'), route: 'free-valuation' },
    { label: t('Over ons', 'À propos', 'About us', 'Über uns'), route: 'about-us' },
    { label: t('Contact', 'Contact', 'Contact', 'Kontakt'), route: 'contact' },
  ] // prettier-ignore
  const footer: MenuItem[] = [
    { label: t('Nieuws', 'Actualités', 'News', 'Neuigkeiten'), route: 'news' },
    { label: t('Uw woning verkopen', 'Vendre votre bien', 'Selling your home', 'Immobilie verkaufen'), article: articleIds.get('verkopen') },
    { label: t('Referenties', 'Références', 'Testimonials', 'Referenzen'), route: 'testimonials' },
    { label: t('Vraag en antwoord', 'Questions et réponses', 'Questions and answers', 'Fragen und Antworten'), route: 'questions-and-answers' },
    { label: t('Zoekopdracht', 'Recherche sur mesure', 'Keep me informed', 'Suchauftrag'), route: 'keep-me-informed' },
    { label: t('Gratis advies', 'Conseil gratuit', 'Free advice', 'Kostenlose Beratung'), route: 'free-advice' },
    { label: t('Privacyverklaring', 'Confidentialité', 'Privacy statement', 'Datenschutz'), route: 'privacy-statement' },
    { label: t('Cookiebeleid', 'Cookies', 'Cookie policy', 'Cookie-Richtlinie'), route: 'cookie-policy' },
    { label: t('Disclaimer', 'Avertissement', 'Disclaimer', 'Haftungsausschluss'), route: 'disclaimer' },
    { label: t('Aanmelden eigenaar', 'Connexion propriétaire', 'Owner login', 'Eigentümer-Login'), route: 'login' },
    { label: t('BIV', 'IPI', 'IPI/BIV', 'BIV'), url: 'https://www.biv.be' },
  ] // prettier-ignore
  const link = (item: MenuItem, locale: Locale) => ({
    link: {
      label: item.label[locale],
      ...(item.url
        ? { kind: 'external', url: item.url, newTab: true }
        : item.article
          ? { kind: 'article', article: item.article }
          : { kind: 'route', route: item.route }),
    },
  })
  await updateGlobalInLocales(payload, 'navigation', (locale) => ({
    header: header.map((item) => link(item, locale)),
    footer: footer
      .filter((item) => !('article' in item) || item.article)
      .map((item) => link(item, locale)),
  }))
}

const homeTitle = t(
  'Uw vastgoedkantoor in België en Luxemburg',
  'Votre agence immobilière en Belgique et au Luxembourg',
  'Your estate agency in Belgium and Luxembourg',
  'Ihr Immobilienbüro in Belgien und Luxemburg',
)
const homeIntro = t(
  'Woningen, appartementen en nieuwbouwprojecten te koop en te huur, met een makelaar die uw buurt kent.',
  'Maisons, appartements et projets neufs à vendre et à louer, avec un agent qui connaît votre quartier.',
  'Houses, flats and new-build projects for sale and for rent, with an agent who knows your area.',
  'Häuser, Wohnungen und Neubauprojekte zum Kauf und zur Miete, mit einem Makler, der Ihre Gegend kennt.',
)

/** The home page composed of blocks, as an editor would: search, listings, projects, people. */
export async function seedHome(payload: Payload, heroImage?: number): Promise<void> {
  const heading = {
    search: t('Zoek uw pand', 'Trouvez votre bien', 'Find your property', 'Finden Sie Ihre Immobilie'),
    sale: t('Nieuw te koop', 'Nouveau à vendre', 'New for sale', 'Neu zu verkaufen'),
    rent: t('Nieuw te huur', 'Nouveau à louer', 'New for rent', 'Neu zu vermieten'),
    projects: t('Nieuwbouwprojecten', 'Projets neufs', 'New-build projects', 'Neubauprojekte'),
    testimonials: t('Wat klanten over ons zeggen', 'Ce que disent nos clients', 'What our clients say', 'Was unsere Kunden sagen'),
    news: t('Laatste nieuws', 'Dernières actualités', 'Latest news', 'Neueste Nachrichten'),
    services: t('Onze diensten', 'Nos services', 'Our services', 'Unsere Dienstleistungen'),
  } // prettier-ignore
  await updateGlobalInLocales(payload, 'home', (locale) => ({
    title: homeTitle[locale],
    intro: homeIntro[locale],
    ...(heroImage ? { heroImage } : {}),
    layout: [
      { blockType: 'searchBox', heading: heading.search[locale] },
      { blockType: 'propertyCarousel', heading: heading.sale[locale], goal: 'sale', limit: 6 },
      { blockType: 'projectList', heading: heading.projects[locale], limit: 3 },
      { blockType: 'propertyCarousel', heading: heading.rent[locale], goal: 'rent', limit: 6 },
      { blockType: 'testimonials', heading: heading.testimonials[locale], limit: 3 },
      { blockType: 'articleList', heading: heading.news[locale], kind: 'news', limit: 3 },
      { blockType: 'articleList', heading: heading.services[locale], kind: 'service', limit: 3 },
    ],
  }))
}
