import { bigint, pgTable, smallint } from "drizzle-orm/pg-core";

/**
 * How often the operator's configuration (settings, keywords, prompts, system numbers,
 * advertisements) changed: triggers (migration 0007) add one on every write to those tables, so a
 * process can keep them in memory and check one number before trusting its copy. Each writing
 * connection counts in its own slot row, so writers do not queue on one row; the version is the sum.
 */
export const configVersions = pgTable("config_versions", {
  slot: smallint("slot").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
