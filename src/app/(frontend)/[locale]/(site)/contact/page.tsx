import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { OfficeCard } from '@/components/contact/OfficeCard'
import { ContactPageForm, type ContactPageFormProps } from '@/components/forms/ContactPageForm'
import { FormMessages } from '@/components/forms/FormMessages'
import type { Locale } from '@/i18n/locales'
import type { FormUiKey } from '@/i18n/messageKeys'
import { signStartedAt } from '@/lib/forms/antispam'
import type { FormKind } from '@/lib/site/formKinds'
import { propertyRequestKind, type PropertyFormKind } from '@/lib/forms/propertyRequests'
import {
  getFormProject,
  getFormProperty,
  getFormTexts,
  type FormProperty,
} from '@/lib/forms/queries'
import { totalPayableAtSigning } from '@/lib/forms/rent'
import { getEnabledLocales, getRentAppointmentSettings } from '@/lib/data/settings'
import { alternatesFor } from '@/lib/seo/alternates'

/** Rendered per request: what it shows depends on the visit (src/lib/rendering.ts). */
export const dynamic = 'force-dynamic'

type Props = {
  params: Promise<{ locale: Locale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

type Query = Record<string, string | string[] | undefined>

const idOf = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The h1 and introduction of each form about a property (Forms.ui keys). */
const propertyTexts: Record<PropertyFormKind, { title: FormUiKey; intro: FormUiKey }> = {
  'visit-request': { title: 'visitTitle', intro: 'contactIntro' },
  'document-request': { title: 'documentsTitle', intro: 'documentsIntro' },
  'send-to-friend': { title: 'friendTitle', intro: 'friendIntro' },
  offer: { title: 'offerTitle', intro: 'offerIntro' },
  'rent-application': { title: 'rentTitle', intro: 'rentIntro' },
}

/** What the page shows for its query: the property or project it is about, and which form. */
const resolveForm = async (query: Query, locale: Locale) => {
  const propertyId = idOf(query.property)
  const projectId = idOf(query.project)
  const [property, project] = await Promise.all([
    propertyId ? getFormProperty(propertyId, locale) : null,
    projectId ? getFormProject(projectId, locale) : null,
  ])
  const kind: FormKind = property
    ? propertyRequestKind(query.request, property)
    : project
      ? 'brochure'
      : 'contact'
  return { property, project, kind }
}

/** The page's h1 and introduction. */
const headingFor = async ({
  locale,
  kind,
  property,
  project,
}: Awaited<ReturnType<typeof resolveForm>> & { locale: Locale }) => {
  const t = await getTranslations({ locale, namespace: 'Forms.ui' })
  if (property && kind in propertyTexts) {
    const texts = propertyTexts[kind as PropertyFormKind]
    return { title: `${t(texts.title)}: ${property.title}`, intro: t(texts.intro) }
  }
  if (project) return { title: `${t('brochureTitle')}: ${project.title}`, intro: t('contactIntro') }
  return { title: t('contactTitle'), intro: t('contactIntro') }
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params
  const [resolved, enabled] = await Promise.all([
    resolveForm(await searchParams, locale),
    getEnabledLocales(),
  ])
  const { title, intro } = await headingFor({ ...resolved, locale })
  return {
    title,
    description: intro,
    alternates: alternatesFor({ locale, href: '/contact', enabled }),
  }
}

/** The rent application's terms: the settings' parameters and the property's costs. */
const rentTerms = async (property: FormProperty) => {
  const settings = await getRentAppointmentSettings()
  return {
    ...settings,
    atSigning:
      property.price === null
        ? null
        : totalPayableAtSigning({
            price: property.price,
            finance: {
              chargesTenant: property.chargesTenant,
              inventoryCost: property.inventoryCost,
            },
          }),
  }
}

/**
 * The contact page. With ?property={id} it holds a form about that property, chosen by
 * &request= (visit, documents, friend, offer, rent; the visit request by default and whenever
 * the request does not fit the property, the general form once it is sold or rented); with
 * ?project={id} the brochure of that new-build project; else the general contact form.
 */
export default async function ContactPage({ params, searchParams }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const resolved = await resolveForm(await searchParams, locale)
  const { property, project, kind } = resolved
  const [heading, texts, terms] = await Promise.all([
    headingFor({ ...resolved, locale }),
    getFormTexts(kind, locale),
    property && kind === 'rent-application' ? rentTerms(property) : null,
  ])
  const formProps = { locale, startedAt: signStartedAt(), errorText: texts.errorText }

  // Which form, with its props; the page loads the code of this one only (ContactPageForm).
  const form = (): ContactPageFormProps => {
    // A sold or rented property takes no visit: its requests fall back to the general form.
    if (property && kind !== 'contact') {
      const about = { propertyId: property.id, ...formProps }
      switch (kind) {
        case 'document-request':
        case 'send-to-friend':
          return { kind, props: about }
        case 'offer':
          return { kind, props: { price: property.price, ...about } }
        case 'rent-application':
          if (terms) return { kind, props: { ...terms, ...about } }
          break
      }
      return { kind: 'visit-request', props: about }
    }
    if (project) return { kind: 'brochure', props: { projectId: project.id, ...formProps } }
    return { kind: 'contact', props: formProps }
  }

  return (
    <div className="container">
      <h1>{heading.title}</h1>
      <p>{heading.intro}</p>
      <div className="contact-layout">
        <OfficeCard locale={locale} />
        <div className="contact-layout__form">
          <FormMessages locale={locale}>
            <ContactPageForm {...form()} />
          </FormMessages>
        </div>
      </div>
    </div>
  )
}
