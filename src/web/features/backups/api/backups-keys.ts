/** Query keys of Settings → Backups: every query, invalidation and cache write of the feature reads them here. */
export const backupKeys = {
  all: ["admin", "backups"] as const,
};
