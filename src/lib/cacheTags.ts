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
} as const
