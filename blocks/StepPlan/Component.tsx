import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { StepPlanBlock as StepPlanBlockData } from '@/payload-types'

import shared from '../shared/Block.module.css'
import styles from './StepPlan.module.css'

export async function StepPlanBlock({
  block,
  locale,
}: {
  block: StepPlanBlockData
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'Blocks' })
  const headingId = `steps-${block.id ?? 'block'}`
  return (
    <section className="block block--steps" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <ol className={styles.steps}>
        {block.steps.map((step, index) => (
          <li key={step.id ?? index} className={styles.step}>
            <h3>
              <span className={`${styles.number} ${shared.eyebrow}`}>
                {t('step', { number: index + 1 })}
              </span>{' '}
              {step.title}
            </h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
