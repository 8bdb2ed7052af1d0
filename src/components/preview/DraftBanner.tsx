// Says that the page shows a draft, on every public page while an editor previews
// (draft mode, /api/preview), with the way out.
import styles from './DraftBanner.module.css'

export function DraftBanner({
  text,
  exitText,
  exitHref,
}: {
  text: string
  exitText: string
  exitHref: string
}) {
  return (
    <div className={styles.banner} role="status">
      <span>{text}</span>{' '}
      <a href={exitHref} className={styles.exit}>
        {exitText}
      </a>
    </div>
  )
}
