import { SETTING_DEFAULTS, type SettingKey } from "../../shared/settings.js";
import type { Executor } from "../client.js";
import { settings } from "../schema/index.js";

export type SettingsMap = Record<SettingKey, string>;

/** All settings, with the defaults filling any key an older database has not seeded yet. */
export async function readSettings(db: Executor): Promise<SettingsMap> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings);
  const values: Record<string, string> = { ...SETTING_DEFAULTS };
  for (const row of rows) values[row.key] = row.value;
  return values as SettingsMap;
}

export async function writeSetting(db: Executor, key: SettingKey, value: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updated_at: new Date() } });
}

/** Adds the keys that have no row yet; a value an operator saved is never touched. */
export async function insertMissingSettings(db: Executor, values: Record<string, string>): Promise<void> {
  await db
    .insert(settings)
    .values(Object.entries(values).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing({ target: settings.key });
}
