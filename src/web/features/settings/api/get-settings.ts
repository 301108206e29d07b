import { settingsApi } from "@shared/api/settings";
import { SETTING_DEFAULTS, type SettingKey } from "@shared/settings";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { settingsKeys } from "./settings-keys";

export type SettingsValues = Record<SettingKey, string>;

/** The list of key/value pairs as one object; a key the server did not send keeps its default. */
export async function getSettings(): Promise<SettingsValues> {
  const list = await callApi(settingsApi.list);
  const values: SettingsValues = { ...SETTING_DEFAULTS };
  for (const { key, value } of list) if (key in values) values[key] = value;
  return values;
}

export const settingsQueryOptions = () => queryOptions({ queryKey: settingsKeys.all, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions());
