// Every cache tag name in one place: queries tag what they read, collection hooks revalidate
// exactly the tags of what changed.
export const cacheTags = {
  property: (id: number | string) => `property:${id}`,
  propertyLists: 'property-lists',
  project: (id: number | string) => `project:${id}`,
  projectLists: 'project-lists',
  article: (id: number | string) => `article:${id}`,
  articles: 'articles',
  routes: 'routes',
  settings: 'settings',
  home: 'home',
  navigation: 'navigation',
  testimonials: 'testimonials',
  team: 'team',
  costRules: 'cost-rules',
} as const

const fixedTags = new Set<unknown>(
  Object.values(cacheTags).filter((tag) => typeof tag === 'string'),
)

/** A tag this site uses (what POST /api/revalidate/ accepts). */
export const isCacheTag = (tag: unknown): tag is string =>
  typeof tag === 'string' &&
  (fixedTags.has(tag) || /^(property|project|article):\d{1,12}$/.test(tag))
