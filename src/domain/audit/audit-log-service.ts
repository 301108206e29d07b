import { DateTime } from "luxon";
import type { Database } from "../../db/client.js";
import {
  type AuditEntryRow,
  auditFilterValues,
  countAuditEntries,
  listAuditEntries,
} from "../../db/repositories/audit-log-reads.js";
import type { Page } from "../../shared/api/contract.js";
import type { AuditEntry, AuditFilterOptions, AuditQuery } from "../../shared/audit-log.js";
import { browserLabel } from "../browser-label.js";

export interface AuditLogServiceDeps {
  db: Database;
  /** DEFAULT_TIMEZONE: the calendar the screen's From and To days are read in. */
  timeZone: string;
}

const toAuditEntry = (row: AuditEntryRow): AuditEntry => ({
  ...row,
  created_at: row.created_at.toISOString(),
  browser: browserLabel(row.user_agent),
});

/**
 * The audit log (decision 019, issue 22). Reads only: entries are written by the admin calls
 * themselves, in their own transactions, and nothing may change one afterwards.
 */
export function createAuditLogService({ db, timeZone }: AuditLogServiceDeps) {
  /** The first instant of a calendar day in the console's zone: midnight there, not in UTC. */
  const startOfDay = (day: string) => DateTime.fromISO(day, { zone: timeZone }).startOf("day");

  return {
    list: async ({ from, to, ...query }: AuditQuery): Promise<Page<AuditEntry>> => {
      const filter = {
        ...query,
        from: from ? startOfDay(from).toJSDate() : undefined,
        // The last day is included, so the range ends where the next day begins (23 or 25 hours
        // later on a daylight-saving change, which plusing days in the zone accounts for).
        to: to ? startOfDay(to).plus({ days: 1 }).toJSDate() : undefined,
      };
      const [rows, total] = await Promise.all([listAuditEntries(db, filter), countAuditEntries(db, filter)]);
      return { items: rows.map(toAuditEntry), total };
    },
    filterOptions: (): Promise<AuditFilterOptions> => auditFilterValues(db),
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
