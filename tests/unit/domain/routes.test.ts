import { describe, expect, it } from 'vitest'
import {
  findBreadcrumb,
  localizePath,
  normalizePath,
  parentPath,
  translatePath,
  type RouteBreadcrumb,
  type RouteEntry,
} from '@/lib/domain'

const saleCrumb: RouteBreadcrumb = {
  name: { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' },
  public: true,
  parentPath: '/for-sale/',
}
const rentCrumb: RouteBreadcrumb = {
  name: { nl: 'Te huur', fr: 'À louer', en: 'For rent', de: 'Zu vermieten' },
  public: true,
  parentPath: '/nl/te-huur/',
}

const contact: RouteEntry = {
  originalPath: '/contact/',
  type: 'page',
  breadcrumbs: [{ name: { nl: 'Contact', fr: 'Contact' } }],
  publicPaths: { nl: '/nl/contact/', fr: '/fr/contact/', en: '/en/contact/', de: '/de/kontakt/' },
}
const villa: RouteEntry = {
  originalPath: '/property/123/',
  type: 'page',
  breadcrumbs: [saleCrumb, { name: { nl: 'Villa in Gent' } }],
  publicPaths: {
    nl: '/nl/te-koop/gent/villa-met-tuin/123/',
    fr: '/fr/a-vendre/gand/villa-avec-jardin/123/',
    en: '/en/for-sale/ghent/villa-with-garden/123/',
  },
}
const flat: RouteEntry = {
  originalPath: '/property/456',
  type: 'page',
  breadcrumbs: [rentCrumb, { name: { nl: 'Appartement' } }],
  publicPaths: {
    nl: '/nl/te-huur/brugge/appartement/456',
    fr: '/fr/a-louer/bruges/appartement/456/',
  },
}
const login: RouteEntry = {
  originalPath: '/login/',
  type: 'login',
  breadcrumbs: null,
  publicPaths: { nl: '/nl/login/', fr: '/fr/login/', en: '/en/login/' },
}
const news: RouteEntry = {
  originalPath: '/article/9/',
  type: 'article',
  publicPaths: { nl: '/nl/nieuws/nieuw-kantoor/', fr: '/fr/actualites/nouveau-bureau/' },
}
const table = [contact, villa, flat, login, news]

describe('normalizePath', () => {
  it.each([
    ['/nl/te-koop', '/nl/te-koop/'],
    ['nl/te-koop/', '/nl/te-koop/'],
    ['/nl//te-koop/?page=2#top', '/nl/te-koop/'],
    ['', '/'],
    ['  /  ', '/'],
  ])('normalises %j to %j', (path, normalized) => {
    expect(normalizePath(path)).toBe(normalized)
  })
})

describe('localizePath', () => {
  it('gives the public path of an original path in each language', () => {
    expect(localizePath(table, '/contact/', 'nl')).toBe('/nl/contact/')
    expect(localizePath(table, '/contact/', 'de')).toBe('/de/kontakt/')
    expect(localizePath(table, '/property/123/', 'fr')).toBe(
      '/fr/a-vendre/gand/villa-avec-jardin/123/',
    )
  })

  it('ignores a trailing slash on either side', () => {
    expect(localizePath(table, '/contact', 'nl')).toBe('/nl/contact/')
    expect(localizePath(table, '/property/456/', 'nl')).toBe('/nl/te-huur/brugge/appartement/456/')
  })

  it('gives the root path for an entry without a path in that language', () => {
    expect(localizePath(table, '/login/', 'de')).toBe('/')
    expect(localizePath(table, '/property/456/', 'en')).toBe('/')
  })

  it('gives the root path for an unknown path', () => {
    expect(localizePath(table, '/nowhere/', 'nl')).toBe('/')
    expect(localizePath([], '/contact/', 'nl')).toBe('/')
  })

  it('gives the language home for the home path', () => {
    expect(localizePath([], '/', 'fr')).toBe('/fr/')
  })

  it('finds the bare for-sale list through an entry whose first crumb leads to it', () => {
    expect(localizePath(table, '/for-sale/', 'nl')).toBe('/nl/te-koop/')
    expect(localizePath(table, '/for-sale', 'fr')).toBe('/fr/a-vendre/')
    expect(localizePath(table, '/for-sale/', 'en')).toBe('/en/for-sale/')
  })

  it('finds the bare for-rent list through an entry whose original path lies under it', () => {
    const rentEntry: RouteEntry = {
      originalPath: '/for-rent/gent/',
      type: 'page',
      publicPaths: { nl: '/nl/te-huur/gent/', fr: '/fr/a-louer/gand/' },
    }
    expect(localizePath([rentEntry], '/for-rent/', 'fr')).toBe('/fr/a-louer/')
  })

  it('prefers an entry of the list itself over the fallback', () => {
    const saleList: RouteEntry = {
      originalPath: '/for-sale/',
      type: 'page',
      publicPaths: { nl: '/nl/kopen/' },
    }
    expect(localizePath([villa, saleList], '/for-sale/', 'nl')).toBe('/nl/kopen/')
  })

  it('gives the root path when no entry lies under a bare list', () => {
    expect(localizePath([contact], '/for-sale/', 'nl')).toBe('/')
    expect(localizePath(table, '/for-sale/', 'de')).toBe('/')
  })

  it('does not apply the list fallback to other bare original paths', () => {
    expect(localizePath(table, '/property/', 'nl')).toBe('/')
  })
})

describe('translatePath', () => {
  it('gives the same page in another language', () => {
    expect(translatePath(table, '/nl/te-koop/gent/villa-met-tuin/123/', 'fr')).toBe(
      '/fr/a-vendre/gand/villa-avec-jardin/123/',
    )
    expect(translatePath(table, '/de/kontakt', 'nl')).toBe('/nl/contact/')
  })

  it('ignores a query string', () => {
    expect(translatePath(table, '/nl/contact/?ref=mail', 'en')).toBe('/en/contact/')
  })

  it('translates the bare for-sale and for-rent lists through the entries under them', () => {
    expect(translatePath(table, '/nl/te-koop/', 'fr')).toBe('/fr/a-vendre/')
    expect(translatePath(table, '/fr/a-louer', 'nl')).toBe('/nl/te-huur/')
  })

  it('translates any bare list the same way', () => {
    expect(translatePath(table, '/nl/nieuws/', 'fr')).toBe('/fr/actualites/')
  })

  it('translates a language home', () => {
    expect(translatePath([], '/nl/', 'de')).toBe('/de/')
  })

  it('gives the root path for an unresolvable path', () => {
    expect(translatePath(table, '/nl/nergens/', 'fr')).toBe('/')
    expect(translatePath(table, '/nl/nergens/diep/', 'fr')).toBe('/')
    expect(translatePath(table, '/xx/te-koop/', 'fr')).toBe('/')
    expect(translatePath(table, '/nl/nieuws/', 'de')).toBe('/')
    expect(translatePath(table, '/de/nachrichten/', 'nl')).toBe('/')
  })

  it('keeps the first segment of a target path that has no language prefix', () => {
    const legacy: RouteEntry = {
      originalPath: '/property/7/',
      type: 'page',
      publicPaths: { nl: '/nl/te-koop/gent/7/', fr: '/a-vendre/gand/7/' },
    }
    expect(translatePath([legacy], '/nl/te-koop/', 'fr')).toBe('/a-vendre/')
  })

  it('gives the root path when the target language has no path', () => {
    expect(translatePath(table, '/nl/login/', 'de')).toBe('/')
  })

  it('gives the root path when the target language holds only the root path', () => {
    const broken: RouteEntry = {
      originalPath: '/x/',
      type: 'page',
      publicPaths: { nl: '/nl/x/', fr: '/' },
    }
    expect(translatePath([broken], '/nl/x/', 'fr')).toBe('/')
    const brokenList: RouteEntry = {
      originalPath: '/y/',
      type: 'page',
      publicPaths: { nl: '/nl/lijst/y/', fr: '/' },
    }
    expect(translatePath([brokenList], '/nl/lijst/', 'fr')).toBe('/')
  })
})

describe('parentPath', () => {
  it('gives the first breadcrumb entry of a property, in the language of the path', () => {
    expect(parentPath(table, '/nl/te-koop/gent/villa-met-tuin/123/')).toBe('/nl/te-koop/')
    expect(parentPath(table, '/fr/a-vendre/gand/villa-avec-jardin/123')).toBe('/fr/a-vendre/')
  })

  it('gives the stored parent for an original path', () => {
    expect(parentPath(table, '/property/123/')).toBe('/for-sale/')
  })

  it('keeps a public parent of the same language and translates one of another', () => {
    expect(parentPath(table, '/nl/te-huur/brugge/appartement/456/')).toBe('/nl/te-huur/')
    expect(parentPath(table, '/fr/a-louer/bruges/appartement/456/')).toBe('/fr/a-louer/')
  })

  it('gives the root path without a parent in the first crumb or without crumbs', () => {
    expect(parentPath(table, '/nl/contact/')).toBe('/')
    expect(parentPath(table, '/nl/login/')).toBe('/')
    expect(parentPath(table, '/nl/nieuws/nieuw-kantoor/')).toBe('/')
  })

  it('gives the root path for an unresolvable path', () => {
    expect(parentPath(table, '/nl/nergens/')).toBe('/')
  })
})

describe('findBreadcrumb', () => {
  it('finds the crumbs of a page by its public path, ignoring a trailing slash', () => {
    expect(findBreadcrumb(table, '/nl/te-koop/gent/villa-met-tuin/123')).toEqual(villa.breadcrumbs)
    expect(findBreadcrumb(table, '/nl/te-koop/gent/villa-met-tuin/123/')).toEqual(villa.breadcrumbs)
  })

  it('finds the crumbs of a page by its original path', () => {
    expect(findBreadcrumb(table, '/contact')).toEqual(contact.breadcrumbs)
  })

  it('gives a copy the caller may change', () => {
    findBreadcrumb(table, '/contact/').push({ name: {} })
    expect(contact.breadcrumbs).toHaveLength(1)
  })

  it('gives the list crumb for a bare list without an entry', () => {
    expect(findBreadcrumb(table, '/nl/te-koop/')).toEqual([saleCrumb])
    expect(findBreadcrumb(table, '/for-sale/')).toEqual([saleCrumb])
  })

  it('gives an empty list when there is nothing to find', () => {
    expect(findBreadcrumb(table, '/nl/login/')).toEqual([])
    expect(findBreadcrumb(table, '/nl/nieuws/')).toEqual([])
    expect(findBreadcrumb(table, '/nl/nergens/')).toEqual([])
  })
})
