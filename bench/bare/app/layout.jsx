export const metadata = { title: 'Bare Next.js page' }

export default function RootLayout({ children }) {
  return (
    <html lang="nl">
      <body>{children}</body>
    </html>
  )
}
