// The ids of a property search, read as the visitor (access control and the hidden-value guard
// on): the ids-only `select` of every list search, and the search within an area. No
// `server-only` here, so that bench/area.ts measures the very same code outside Next.
import { buildQuery, type DrizzleAdapter } from '@payloadcms/drizzle'
import { and, sql, type SQL } from 'drizzle-orm'
import { createLocalReq, type Payload, type Where } from 'payload'

import { findHiddenRule, guardWhere } from '@/fields/hiddenQueries'

import type { Locale } from '@/i18n/locales'
import type { Property } from '@/payload-types'

import {
  boundingBox,
  EARTH_RADIUS_KM,
  coverArea,
  isInAnyBox,
  isInArea,
  type BoundingBox,
  type SearchArea,
} from './area'

export type PageOfIds = { ids: number[]; page: number; totalPages: number; totalDocs: number }

let idsOnlySelect: Record<string, false> | null = null

/**
 * A `select` that leaves every field out, so that the search's first query reads ids only. An
 * include `select` would not: the collection's `forceSelect` adds the owners (a JSON subquery per
 * row, which SQLite evaluates for every match before it sorts); an exclude `select` is taken
 * as it is. Field access still runs on what is read, and nothing of it leaves this module.
 */
export const idsOnly = (payload: Payload) => {
  // flattenedFields holds every top-level data field (those inside unnamed tabs and rows too).
  idsOnlySelect ??= Object.fromEntries(
    payload.collections.properties.config.flattenedFields
      .map((field) => field.name)
      .filter((name) => name !== 'id')
      .map((name) => [name, false]),
  )
  return idsOnlySelect
}

const boxWhere = (box: BoundingBox): Where => ({
  and: [
    { publicLatitude: { greater_than_equal: box.minLat } },
    { publicLatitude: { less_than_equal: box.maxLat } },
    { publicLongitude: { greater_than_equal: box.minLng } },
    { publicLongitude: { less_than_equal: box.maxLng } },
  ],
})

/** Up to this many rows in the area's box, they are all read and tested here. */
const READ_ALL_BELOW = 2000

/** Beyond this many ids to leave out, the page is cut in code instead (a long NOT IN). */
const MAX_EXCLUDED = 5000

type AreaQuery = {
  where: Where
  area: SearchArea
  sort: string | string[]
  locale: Locale
  page: number
  limit: number
  /** Cells per side of the grid over the area's box (measured with bench/area.mjs). */
  grid?: number
  /** Up to this many rows in the area's box, all are read and tested here. */
  readAllBelow?: number
  /**
   * `sql` (the default on SQLite and PostgreSQL): the exact test inside the database's query;
   * `code`: the rows of the area's box read and tested here (grid and readAllBelow apply).
   */
  method?: 'sql' | 'code'
}

type IdsQuery = {
  where: Where
  sort: string | string[]
  locale: Locale
  page: number
  limit: number
}

/** One page of a search's ids and its count, as a visitor (the first of a list's two steps). */
export const findIdsPage = async (
  payload: Payload,
  { where, sort, locale, page, limit }: IdsQuery,
): Promise<PageOfIds> => {
  const result = await payload.find({
    collection: 'properties',
    where,
    sort: [...[sort].flat(), '-id'],
    locale,
    depth: 0,
    limit,
    page,
    select: idsOnly(payload),
    overrideAccess: false,
  })
  return {
    ids: result.docs.map((doc) => doc.id),
    page: result.page ?? page,
    totalPages: Math.max(result.totalPages, 1),
    totalDocs: result.totalDocs,
  }
}

/**
 * The page's ids of a search within an area, prefiltered in the database on the indexed public
 * position. When the area's bounding box holds few rows, they are all read (two columns) and
 * tested exactly here, and the page is cut from the list. Otherwise the area is covered by a
 * grid of boxes (`coverArea`): boxes wholly inside match as they are; only the rows of the boxes
 * on the area's edge are read and tested here; the database then counts and pages the rows of
 * all the boxes but the edge rows that failed.
 *
 * The public position is the exact one only where the address is published, so a hidden address
 * is matched on its rounded position and no answer depends on where the house really is.
 */
export const findIdsInArea = async (payload: Payload, query: AreaQuery): Promise<PageOfIds> => {
  const { where, area, sort, locale, page, limit, grid = 16, readAllBelow = READ_ALL_BELOW } = query
  if ((query.method ?? 'sql') === 'sql' && isDrizzle(payload))
    return findIdsInAreaSql(payload, query)
  // The whole box as well: a plain range the index serves (with only the `or` of the boxes,
  // SQLite chose the goal index and scanned 80 000 rows).
  const bounds = boxWhere(boundingBox(area))
  // A box with few rows (a town, a few km): reading them all and cutting the page here is
  // cheapest. Beyond, the grid keeps the rows read here to the area's edge.
  const visitor = await visitorConditions(payload, { where, locale })
  if (!visitor) return { ids: [], page, totalPages: 1, totalDocs: 0 }
  const { totalDocs: candidates } = await payload.db.count({
    collection: 'properties',
    where: { and: [bounds, ...visitor.conditions] },
    locale,
    req: visitor.req,
  })
  if (candidates <= readAllBelow) {
    return pageInCode(payload, { ...query, bounds, boxes: [boundingBox(area)] })
  }
  const cover = coverArea(area, grid)
  const boxes = [...cover.inside, ...cover.edge]
  if (boxes.length === 0) return { ids: [], page, totalPages: 1, totalDocs: 0 }
  const edgeRows = cover.edge.length
    ? await findPositions(payload, { where, locale, bounds, boxes: cover.edge })
    : []
  const excluded = edgeRows
    .filter(({ publicLatitude: lat, publicLongitude: lng }) => {
      if (typeof lat !== 'number' || typeof lng !== 'number') return true
      const point = { lat, lng }
      return !isInArea(point, area) && !isInAnyBox(point, cover.inside)
    })
    .map((row) => row.id)
  if (excluded.length > MAX_EXCLUDED) return pageInCode(payload, { ...query, bounds, boxes })
  return findIdsPage(payload, {
    where: {
      and: [
        bounds,
        where,
        { or: boxes.map(boxWhere) },
        ...(excluded.length ? [{ id: { not_in: excluded } }] : []),
      ],
    },
    sort,
    locale,
    page,
    limit,
  })
}

type Position = Pick<Property, 'id' | 'publicLatitude' | 'publicLongitude'>

/**
 * `where` as the find operation would run it for a visitor: with the collection's own read
 * access, and the guard that keeps hidden values out of filters (src/fields/hiddenQueries.ts).
 * Null when a visitor may read nothing.
 */
const visitorConditions = async (
  payload: Payload,
  { where, locale }: { where: Where; locale: Locale },
) => {
  const collection = payload.collections.properties.config
  const req = await createLocalReq({ locale }, payload)
  const access = await collection.access.read({ req })
  if (access === false) return null
  const guarded = guardWhere(where, (path) =>
    findHiddenRule(payload, collection.flattenedFields, path),
  )
  return { req, conditions: [...(access === true ? [] : [access]), guarded] }
}

/**
 * The public positions of the matches of `where` inside `boxes`, in `sort` order. Not through
 * `payload.find`: its afterRead pass over the collection's 150 fields costs about a quarter of a
 * millisecond per row. The adapter's find reads two columns, with the visitor's conditions.
 */
const findPositions = async (
  payload: Payload,
  {
    where,
    locale,
    bounds,
    boxes,
    sort = '-createdAt',
  }: {
    where: Where
    locale: Locale
    bounds: Where
    boxes: BoundingBox[]
    sort?: string | string[]
  },
): Promise<Position[]> => {
  const visitor = await visitorConditions(payload, { where, locale })
  if (!visitor) return []
  const { req } = visitor
  const { docs } = await payload.db.find<Position>({
    collection: 'properties',
    where: {
      and: [bounds, ...visitor.conditions, { or: boxes.map(boxWhere) }],
    },
    sort: [...[sort].flat(), '-id'],
    locale,
    pagination: false,
    select: { publicLatitude: true, publicLongitude: true },
    req,
  })
  return docs
}

/** Every candidate read and tested here, the page cut from the list (a very ragged edge). */
const pageInCode = async (
  payload: Payload,
  {
    where,
    area,
    sort,
    locale,
    page,
    limit,
    bounds,
    boxes,
  }: AreaQuery & { bounds: Where; boxes: BoundingBox[] },
): Promise<PageOfIds> => {
  const rows = await findPositions(payload, { where, locale, bounds, boxes, sort })
  const ids = rows
    .filter(
      ({ publicLatitude: lat, publicLongitude: lng }) =>
        typeof lat === 'number' && typeof lng === 'number' && isInArea({ lat, lng }, area),
    )
    .map((row) => row.id)
  return {
    ids: ids.slice((page - 1) * limit, page * limit),
    page,
    totalPages: Math.max(Math.ceil(ids.length / limit), 1),
    totalDocs: ids.length,
  }
}

const isDrizzle = (payload: Payload) =>
  typeof (payload.db as Partial<DrizzleAdapter>).countDistinct === 'function' &&
  Boolean((payload.db as Partial<DrizzleAdapter>).tables?.properties)

/** A public coordinate column as a double on both databases (PostgreSQL stores numeric). */
const double = (column: unknown) => sql`CAST(${column} AS DOUBLE PRECISION)`

const TO_RAD = Math.PI / 180

/**
 * The exact area test as SQL on the public position, the same arithmetic as `isInArea`: ray
 * casting for a polygon (one CASE per side, its constants computed here as the code does), the
 * haversine for a circle (compared before its arcsine: h <= sin²(r / 2R), the same points).
 */
export const areaSql = (area: SearchArea, lat: unknown, lng: unknown): SQL => {
  const pointLat = double(lat)
  const pointLng = double(lng)
  if (area.kind === 'circle') {
    const { center, radiusKm } = area
    const limit = Math.sin(radiusKm / (2 * EARTH_RADIUS_KM)) ** 2
    const halfLat = sql`sin((${pointLat} - ${center.lat}) * ${TO_RAD} / 2)`
    const halfLng = sql`sin((${pointLng} - ${center.lng}) * ${TO_RAD} / 2)`
    return sql`(${halfLat} * ${halfLat} + cos(${pointLat} * ${TO_RAD}) * ${Math.cos(center.lat * TO_RAD)} * ${halfLng} * ${halfLng}) <= ${limit}`
  }
  const { points } = area
  const crossings: SQL[] = []
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]
    const b = points[j]
    // A side of one latitude is never crossed (and would divide by zero).
    if (a.lat === b.lat) continue
    crossings.push(
      sql`CASE WHEN (${pointLat} < ${a.lat}) <> (${pointLat} < ${b.lat}) THEN CASE WHEN ${pointLng} < (${b.lng - a.lng} * (${pointLat} - ${a.lat})) / ${b.lat - a.lat} + ${a.lng} THEN 1 ELSE 0 END ELSE 0 END`,
    )
  }
  return sql`(${sql.join(crossings, sql` + `)}) % 2 = 1`
}

/**
 * The page and count of a search within an area in two queries, the exact test in the database
 * (decision 0024, addendum): no row leaves it but the page's twelve ids. The visitor's conditions
 * are those of the find operation (`visitorConditions`), turned into SQL by the adapter's own
 * query builder, so the `where`, the sort and their joins are Payload's.
 */
const findIdsInAreaSql = async (payload: Payload, query: AreaQuery): Promise<PageOfIds> => {
  const { where, area, sort, locale, page, limit } = query
  const visitor = await visitorConditions(payload, { where, locale })
  if (!visitor) return { ids: [], page, totalPages: 1, totalDocs: 0 }
  const adapter = payload.db as unknown as DrizzleAdapter
  const tableName = adapter.tableNameMap.get('properties') ?? 'properties'
  const table = adapter.tables[tableName]
  const built = buildQuery({
    adapter,
    fields: payload.collections.properties.config.flattenedFields,
    locale,
    sort: [...[sort].flat(), '-id'],
    tableName,
    where: { and: [boxWhere(boundingBox(area)), ...visitor.conditions] },
  })
  const inArea = areaSql(area, table.publicLatitude, table.publicLongitude)
  // `and` answers undefined only when given no condition; the area is always one.
  const condition = and(built.where, inArea) ?? inArea
  const db = adapter.drizzle as unknown as {
    select: (fields: unknown) => DynamicQuery
    selectDistinct: (fields: unknown) => DynamicQuery
  }
  const totalDocs = await adapter.countDistinct({
    db: adapter.drizzle,
    joins: built.joins,
    tableName,
    where: condition,
  })
  const totalPages = Math.max(Math.ceil(totalDocs / limit), 1)
  if (!totalDocs || (page - 1) * limit >= totalDocs) return { ids: [], page, totalPages, totalDocs }
  let select = (built.joins.length ? db.selectDistinct : db.select)
    .call(db, built.selectFields)
    .from(table)
    .$dynamic()
    .where(condition)
  for (const join of built.joins)
    select = select[join.type ?? 'leftJoin'](join.table, join.condition)
  if (built.orderBy?.length)
    select = select.orderBy(...built.orderBy.map(({ column, order }) => order(column)))
  const rows = (await select.limit(limit).offset((page - 1) * limit)) as { id: number }[]
  return { ids: rows.map((row) => row.id), page, totalPages, totalDocs }
}

type DynamicQuery = {
  from: (table: unknown) => DynamicQuery
  $dynamic: () => DynamicQuery
  where: (condition: unknown) => DynamicQuery
  leftJoin: (table: unknown, condition: unknown) => DynamicQuery
  innerJoin: (table: unknown, condition: unknown) => DynamicQuery
  rightJoin: (table: unknown, condition: unknown) => DynamicQuery
  orderBy: (...columns: unknown[]) => DynamicQuery
  limit: (count: number) => DynamicQuery
  offset: (count: number) => Promise<unknown[]>
}
