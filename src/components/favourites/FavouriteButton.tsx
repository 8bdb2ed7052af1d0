// The heart on a property card and detail page: a toggle button (aria-pressed) that keeps the
// property in this browser's favourites. Plain HTML from the server: the page around it is
// prerendered and the same for everyone, so the button starts off and hidden; one island per
// page (FavouriteHearts, in the site's layout) shows every heart with the stored state and
// answers their clicks — not one client component per card (decision 0040). Without JavaScript
// there is no button that would do nothing. The heart itself is drawn by the stylesheet
// (globals.css): one copy of its shape, not one per card in the page and its Flight data.
export function FavouriteButton({
  id,
  label,
  describedBy,
  className,
}: {
  id: number
  /** "Bewaar als favoriet": the same whether on or off; aria-pressed tells which. */
  label: string
  /** The id of the property's title, so that each heart of a list says which property. */
  describedBy?: string
  className?: string
}) {
  return (
    <button
      type="button"
      className={className ?? 'favourite-button'}
      aria-pressed="false"
      aria-label={label}
      aria-describedby={describedBy}
      title={label}
      hidden
      data-favourite={id}
    />
  )
}
