/** Spec 001 section 9: the advertising and keyword screens refetch after 5 minutes; others never go stale. */
export const ADVERTISING_STALE_TIME_MS = 5 * 60 * 1000;
