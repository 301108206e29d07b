import type { Database } from "../../db/client.js";
import { readSettings } from "../../db/repositories/settings.js";
import { SETTING_KEYS, type Setting } from "../../shared/settings.js";
import { updateSetting } from "./update-setting.js";

/** Every setting with its value (defaults for keys never saved), and one key saved at a time. */
export function createSettingsService(db: Database) {
  return {
    list: async (): Promise<Setting[]> => {
      const values = await readSettings(db);
      return SETTING_KEYS.map((key) => ({ key, value: values[key] }));
    },
    update: (key: string, value: string) => updateSetting(db, key, value),
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
