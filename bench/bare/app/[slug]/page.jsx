// The 30 pages the bare page links to: they exist, so that the links' prefetches are answered
// as our own pages' are (a prefetch of a missing page never settled in Chromium).
export const dynamicParams = false

export const generateStaticParams = () =>
  Array.from({ length: 30 }, (_, index) => ({ slug: `page-${index + 1}` }))

export default async function LinkedPage({ params }) {
  const { slug } = await params
  return (
    <main>
      <h1>{slug}</h1>
    </main>
  )
}
