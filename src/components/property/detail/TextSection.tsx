import styles from '../PropertyDetail.module.css'

/** A titled section of paragraphs (the description, the technical specification). */
export function TextSection({
  id,
  title,
  paragraphs,
}: {
  id: string
  title: string
  paragraphs: string[]
}) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </section>
  )
}
