// The yardstick of `npm run bench:lighthouse`: a bare Next.js App Router page of the same Next
// version as the site (a heading and 30 links), built into bench/bare/.next and measured in the
// same run as the site's pages, so a page is judged by its ratio to it (docs/speed.md).
/** @type {import('next').NextConfig} */
const config = {
  trailingSlash: true,
  poweredByHeader: false,
}

export default config
