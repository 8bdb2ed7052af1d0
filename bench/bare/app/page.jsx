import Link from 'next/link'

const links = Array.from({ length: 30 }, (_, index) => index + 1)

export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <ul>
        {links.map((n) => (
          <li key={n}>
            <Link href={`/page-${n}/`}>Link {n}</Link>
          </li>
        ))}
      </ul>
    </main>
  )
}
