// The yardstick's links do not prefetch: the bare page measures the framework's own runtime and
// hydration. Prefetching the pages a page links to is that page's work, counted on its side.
import Link from 'next/link'

const links = Array.from({ length: 30 }, (_, index) => index + 1)

export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <ul>
        {links.map((n) => (
          <li key={n}>
            <Link href={`/page-${n}/`} prefetch={false}>
              Link {n}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
