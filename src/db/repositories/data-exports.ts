import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../client.js";
import { dataExports, users } from "../schema/index.js";

export type DataExportRow = typeof dataExports.$inferSelect;

/** Stores a download link sent by text (its token's hash only) and notes it on the person. */
export async function insertDataExport(
  db: Executor,
  link: { tokenHash: string; userId: number; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(dataExports).values({
    token_hash: link.tokenHash,
    user_id: link.userId,
    created_at: link.createdAt,
    expires_at: link.expiresAt,
  });
  await db.update(users).set({ last_export_at: link.createdAt }).where(eq(users.id, link.userId));
}

export async function findDataExport(db: Executor, tokenHash: string): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.token_hash, tokenHash));
  return row;
}

/**
 * Marks the link used, once: of two downloads at the same moment only one gets true, so the
 * document leaves once however the clicks race.
 */
export async function claimDataExportDownload(db: Executor, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ downloaded_at: at })
    .where(and(eq(dataExports.token_hash, tokenHash), isNull(dataExports.downloaded_at)))
    .returning({ token_hash: dataExports.token_hash });
  return rows.length > 0;
}
