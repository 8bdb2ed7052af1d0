// Questions as disclosure widgets: native <details>, keyboard- and screen-reader-friendly.
import { RichText } from '@payloadcms/richtext-lexical/react'

import type { FaqBlock as FaqBlockData } from '@/payload-types'

import styles from './Faq.module.css'

export function FaqBlock({ block }: { block: FaqBlockData }) {
  const headingId = `faq-${block.id ?? 'block'}`
  return (
    <section
      className="block block--faq"
      {...(block.heading ? { 'aria-labelledby': headingId } : {})}
    >
      {block.heading ? <h2 id={headingId}>{block.heading}</h2> : null}
      <div className={styles.list}>
        {block.items.map((item) => (
          <details key={item.id ?? item.question} className={styles.item}>
            <summary>{item.question}</summary>
            <RichText data={item.answer} className={styles.answer} />
          </details>
        ))}
      </div>
    </section>
  )
}
