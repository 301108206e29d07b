import { sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";
import { configVersions, prompts, systemNumbers } from "../schema/index.js";
import { listRunningAdvertisements, type RunningAdvertisement } from "./advertising.js";
import { type KeywordRow, listActiveKeywords } from "./keywords.js";
import type { PromptRow } from "./prompts.js";
import { readSettings, type SettingsMap } from "./settings.js";
import type { SystemNumberRow } from "./system-numbers.js";

/** The operator's configuration as the pipeline reads it. */
export interface ConfigSnapshot {
  settings: SettingsMap;
  keywords: KeywordRow[];
  advertisements: RunningAdvertisement[];
  prompts: Map<string, PromptRow>;
  systemNumbers: Map<string, SystemNumberRow>;
}

/**
 * How many times the configuration has changed (migration 0007): equal means nothing changed. A
 * subquery, so other reads can carry it as a column.
 */
export function configVersionColumn() {
  return sql<number>`(select coalesce(sum(${configVersions.version}), 0) from ${configVersions})`.mapWith(
    Number,
  );
}

export async function readConfigVersion(db: Executor): Promise<number> {
  const [row] = await queryRows<{ version: number | string }>(
    db,
    sql`select ${configVersionColumn()} as version`,
  );
  return Number(row?.version ?? 0);
}

export async function loadConfigSnapshot(db: Executor): Promise<ConfigSnapshot> {
  const [settings, keywords, advertisements, promptRows, numberRows] = await Promise.all([
    readSettings(db),
    listActiveKeywords(db),
    listRunningAdvertisements(db),
    db.select().from(prompts),
    db.select().from(systemNumbers),
  ]);
  return {
    settings,
    keywords,
    advertisements,
    prompts: new Map(promptRows.map((row) => [row.type, row])),
    systemNumbers: new Map(numberRows.map((row) => [row.number, row])),
  };
}
