import { Picture } from '@/components/layout/Picture'
import { getFormatter, getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { TestimonialsBlock as TestimonialsBlockData } from '@/payload-types'

import { toImage } from '@/lib/images'

import type { TestimonialCardData } from '@/lib/data/blockData'
import styles from './Testimonials.module.css'

/** The chosen testimonials when populated and approved, else those the page fetched. */
export const chosenTestimonials = (block: TestimonialsBlockData): TestimonialCardData[] =>
  (block.testimonials ?? [])
    .filter((item) => typeof item === 'object' && item !== null && item.approved)
    .map((item) => {
      const doc = item as Exclude<typeof item, number>
      return {
        id: doc.id,
        name: doc.name,
        aboutYou: doc.aboutYou,
        opinion: doc.opinion,
        website: doc.website,
        date: doc.date ?? doc.createdAt,
        image: toImage(doc.image, 'card'),
      }
    })

export async function TestimonialsBlock({
  block,
  items,
  locale,
}: {
  block: TestimonialsBlockData
  items: TestimonialCardData[]
  locale: Locale
}) {
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Blocks' }),
    getFormatter({ locale }),
  ])
  const chosen = chosenTestimonials(block)
  const shown = (chosen.length ? chosen : items).slice(0, block.limit)
  const headingId = `testimonials-${block.id ?? 'block'}`
  return (
    <section className="block block--testimonials" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.heading}</h2>
      {shown.length ? (
        <ul className={`testimonials ${styles.list}`}>
          {shown.map((item) => (
            <li key={item.id}>
              <figure className={`testimonial ${styles.card}`}>
                <blockquote className={styles.quote}>
                  <p>{item.opinion}</p>
                </blockquote>
                <figcaption className={styles.person}>
                  {/* Shown at 96 px (its box and its pixels), whatever the stored photo's size. */}
                  {item.image ? (
                    <Picture
                      className={styles.photo}
                      src={item.image.url}
                      alt=""
                      width={96}
                      height={96}
                      sizes="96px"
                      loading="lazy"
                    />
                  ) : null}
                  <span>
                    <cite className={styles.name}>{item.name}</cite>
                    {item.aboutYou ? <span>, {item.aboutYou}</span> : null}
                  </span>
                  <time dateTime={item.date}>
                    {format.dateTime(new Date(item.date), { dateStyle: 'long' })}
                  </time>
                  {item.website ? (
                    <a href={item.website} rel="nofollow noopener">
                      {t('websiteOf', { name: item.name })}
                    </a>
                  ) : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('noTestimonials')}</p>
      )}
    </section>
  )
}
