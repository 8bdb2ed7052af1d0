/** Nobody, e.g. the admin panel for owners (they use the owner portal). Fits `access.admin` too. */
export const nobody = (): boolean => false
