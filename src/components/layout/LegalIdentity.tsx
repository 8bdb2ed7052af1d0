// The agency's legal identity in the footer, which Belgian law requires on an estate agent's
// site.
import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import { licenceNumber } from '@/lib/domain'
import { getSiteIdentity } from '@/lib/data/settings'

export async function LegalIdentity({ locale }: { locale: Locale }) {
  const [t, identity] = await Promise.all([
    getTranslations({ locale, namespace: 'Layout' }),
    getSiteIdentity(),
  ])
  // The number alone, also where an older entry still carries "BIV" (the label writes it).
  const ipiNumber = licenceNumber(identity.ipiNumber)
  return (
    <>
      {/* The mentions Belgian law asks of an estate agent's site (WER art. XII.6, BIV
          deontology art. 20): who the agency is, its company and VAT numbers, its licence, who
          supervises it, its professional liability insurer and the rules it follows. */}
      <section className="container site-footer__identity" aria-labelledby="footer-identity">
        <h2 id="footer-identity" className="visually-hidden">
          {t('legalIdentity')}
        </h2>
        <dl className="legal-identity">
          <div>
            <dt className="visually-hidden">{t('contactDetails')}</dt>
            <dd>
              {[
                identity.agencyName,
                identity.street,
                [identity.zip, identity.city].filter(Boolean).join(' '),
              ]
                .filter(Boolean)
                .join(', ')}
            </dd>
          </div>
          {identity.companyNumber ? (
            <div>
              <dt>{t('companyNumber')}</dt>
              <dd>{identity.companyNumber}</dd>
            </div>
          ) : null}
          {identity.vatNumber ? (
            <div>
              <dt>{t('vatNumber')}</dt>
              <dd>{identity.vatNumber}</dd>
            </div>
          ) : null}
          {ipiNumber ? (
            <>
              <div>
                <dt>{t('licence')}</dt>
                <dd>{t('ipiNumber', { number: ipiNumber })}</dd>
              </div>
              <div>
                <dt>{t('supervisor')}</dt>
                <dd>{t('supervisorName')}</dd>
              </div>
            </>
          ) : null}
          {identity.insurer ? (
            <div>
              <dt>{t('insurance')}</dt>
              <dd>
                {identity.insurancePolicyNumber
                  ? t('insurancePolicy', {
                      insurer: identity.insurer,
                      policy: identity.insurancePolicyNumber,
                    })
                  : identity.insurer}
              </dd>
            </div>
          ) : null}
          {ipiNumber ? (
            <div>
              <dt>{t('deontology')}</dt>
              <dd>
                <a href={t('deontologyUrl')} rel="noopener">
                  {t('deontologyLink')}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
    </>
  )
}
