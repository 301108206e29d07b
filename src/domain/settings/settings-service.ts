import type { Database } from "../../db/client.js";
import { readSettings } from "../../db/repositories/settings.js";
import { SETTING_KEYS, type Setting } from "../../shared/settings.js";
import { retentionPeriods } from "../privacy/retention-cutoffs.js";
import { updateSetting } from "./update-setting.js";

/** Every setting with its value (defaults for keys never saved), one key saved at a time, and the retention periods. */
export function createSettingsService(db: Database) {
  return {
    list: async (): Promise<Setting[]> => {
      const values = await readSettings(db);
      return SETTING_KEYS.map((key) => ({ key, value: values[key] }));
    },
    update: (key: string, value: string) => updateSetting(db, key, value),
    /** For the privacy policy on the landing page. */
    retentionPeriods: async () => retentionPeriods(await readSettings(db)),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
