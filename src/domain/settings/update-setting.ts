import type { Executor } from "../../db/client.js";
import { writeSetting } from "../../db/repositories/settings.js";
import { isSettingKey, type Setting, settingValueSchemas } from "../../shared/settings.js";
import { AppError } from "../app-error.js";

/** Validates one setting with the form's own rule and stores it; the stored value is the cleaned one. */
export async function updateSetting(db: Executor, key: string, value: string): Promise<Setting> {
  if (!isSettingKey(key)) throw AppError.validation({ key: `Unknown setting: ${key}` });
  const parsed = settingValueSchemas[key].safeParse(value);
  if (!parsed.success) {
    throw AppError.validation({ value: parsed.error.issues[0]?.message ?? "Invalid value" });
  }
  await writeSetting(db, key, parsed.data);
  return { key, value: parsed.data };
}
