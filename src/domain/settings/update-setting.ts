import type { Executor } from "../../db/client.js";
import { readSettings, writeSetting } from "../../db/repositories/settings.js";
import { isSettingKey, type Setting, settingValueSchemas } from "../../shared/settings.js";
import { AppError } from "../app-error.js";
import { noteAuditChange } from "../audit/audit-scope.js";
import { describeChanges } from "../audit/describe-changes.js";

/** Validates one setting with the form's own rule and stores it; the stored value is the cleaned one. */
export async function updateSetting(db: Executor, key: string, value: string): Promise<Setting> {
  if (!isSettingKey(key)) throw AppError.validation({ key: `Unknown setting: ${key}` });
  const parsed = settingValueSchemas[key].safeParse(value);
  if (!parsed.success) {
    throw AppError.validation({ value: parsed.error.issues[0]?.message ?? "Invalid value" });
  }
  const before = (await readSettings(db))[key];
  await writeSetting(db, key, parsed.data);
  noteAuditChange(describeChanges({ [key]: before }, { [key]: parsed.data }, [key]) || `${key} unchanged`);
  return { key, value: parsed.data };
}
