// The fixed pages an editor may link to from a menu or a call to action, by the key stored (no
// slashes: enum-safe on every database) → the page's internal path (src/i18n/pathnames.ts).
import type { AppPathname } from '@/i18n/pathnames'

export const linkRoutes = {
  home: '/',
  'for-sale': '/for-sale',
  'for-rent': '/for-rent',
  'new-builds': '/new-builds',
  contact: '/contact',
  services: '/services',
  'keep-me-informed': '/keep-me-informed',
  'free-valuation': '/free-valuation',
  appointment: '/appointment',
  'about-us': '/about-us',
  method: '/method',
  'step-plan': '/step-plan',
  strengths: '/strengths',
  jobs: '/jobs',
  news: '/news',
  testimonials: '/testimonials',
  'free-advice': '/free-advice',
  'questions-and-answers': '/questions-and-answers',
  'privacy-statement': '/privacy-statement',
  'cookie-policy': '/cookie-policy',
  disclaimer: '/disclaimer',
  login: '/login',
  owner: '/owner',
} as const satisfies Record<string, AppPathname>

export type LinkRouteKey = keyof typeof linkRoutes
