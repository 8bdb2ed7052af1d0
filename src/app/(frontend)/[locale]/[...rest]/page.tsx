import { notFound } from 'next/navigation'

/** Any path under a language that no page claims: the localized 404 of ../not-found.tsx. */
export default function UnknownPage() {
  notFound()
}
