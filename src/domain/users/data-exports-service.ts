import type { Database } from "../../db/client.js";
import { claimDataExportDownload, findDataExport } from "../../db/repositories/data-exports.js";
import { readUserData } from "../../db/repositories/user-data-export.js";
import type { UserDataExport } from "../../shared/user-data-export.js";
import { AppError } from "../app-error.js";
import { recordAuditEntry } from "../audit/record-audit-entry.js";
import type { Clock } from "../clock.js";
import { exportTokenHash } from "../privacy/export-token.js";
import { toUserDataExport } from "./user-data-export.js";

/** What a download link is now: never sent (or erased), usable, or spent (used or past its 24 hours). */
export type ExportLinkState = "unknown" | "ready" | "gone";

export type ExportDownload =
  | { state: "downloaded"; userId: number; document: UserDataExport }
  | { state: "unknown" }
  | { state: "gone" };

/**
 * A person's export: the operator's download from the console, and the one-time link a person
 * asked for by text. Links are found by their token's hash; the document is read at download time.
 */
export function createDataExportsService(deps: {
  db: Database;
  clock: Clock;
  publicUrl: string;
  /** DEFAULT_TIMEZONE: a person without a zone of their own has their reminders read in it. */
  timeZone: string;
}) {
  const { db, clock, publicUrl, timeZone } = deps;

  const linkState = async (token: string) => {
    const row = await findDataExport(db, exportTokenHash(token));
    if (!row) return { state: "unknown" as const };
    const spent = row.downloaded_at !== null || row.expires_at.getTime() <= clock.now().getTime();
    return spent ? { state: "gone" as const } : { state: "ready" as const, row };
  };

  return {
    /** GET of the page: looks, never uses the link (phones fetch links to preview them). */
    linkState: async (token: string): Promise<ExportLinkState> => (await linkState(token)).state,

    /** The form's POST: the document, and the link used, in one transaction. */
    download: async (token: string): Promise<ExportDownload> => {
      const link = await linkState(token);
      if (link.state !== "ready") return link;
      const now = clock.now();
      // If reading fails the claim is rolled back with it, and the link still works.
      return db.transaction(async (tx) => {
        if (!(await claimDataExportDownload(tx, link.row.token_hash, now))) return { state: "gone" as const };
        const data = await readUserData(tx, link.row.user_id);
        if (!data) return { state: "unknown" as const };
        return {
          state: "downloaded" as const,
          userId: data.user.id,
          document: toUserDataExport(data, now, { publicUrl, timeZone }),
        };
      });
    },

    /** GET /api/admin/users/{id}/export. */
    /** The operator's export; a read of everything about a person, so it is recorded in the audit log. */
    forUser: async (userId: number): Promise<UserDataExport> => {
      const data = await readUserData(db, userId);
      if (!data) throw AppError.notFound("User not found");
      await recordAuditEntry(db, clock, {
        action: "export",
        resourceType: "user",
        resourceId: userId,
        summary: `exported everything held about user ${userId}`,
      });
      return toUserDataExport(data, clock.now(), { publicUrl, timeZone });
    },
  };
}

export type DataExportsService = ReturnType<typeof createDataExportsService>;
