// Properties on one page of results: the list's page size, and the most ids one call of
// POST /api/appearances may name (a module of its own, free of the page code's imports).
export const PROPERTIES_PER_PAGE = 12
