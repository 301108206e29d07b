import { settingsApi } from "@shared/api/settings";
import type { Setting } from "@shared/settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { callApi } from "@/lib/call-api";
import { reportSettingsSave } from "../report-settings-save";
import type { SettingsValues } from "./get-settings";
import { settingsKeys } from "./settings-keys";

export const saveSetting = (setting: Setting) => callApi(settingsApi.update, { body: setting });

/** How far a save got: what the server stored, and what it did not (the failing one first). */
export interface SettingsSaveOutcome {
  saved: Setting[];
  notSaved: Setting[];
  error?: unknown;
}

/**
 * Spec 000 section 7: one POST per changed setting, one after another, each awaited. A failure
 * stops the rest, and what was saved before it stays saved.
 */
export async function saveInTurn(
  changes: Setting[],
  save: (setting: Setting) => Promise<Setting>,
): Promise<SettingsSaveOutcome> {
  const saved: Setting[] = [];
  for (const [index, change] of changes.entries()) {
    try {
      saved.push(await save(change));
    } catch (error) {
      return { saved, notSaved: changes.slice(index), error };
    }
  }
  return { saved, notSaved: [] };
}

/**
 * Saves settings in turn and says in a toast which were saved (and which not). Each setting is
 * its own mutation, so a 401 reaches the query client's sign-in redirect like any other call.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  // The mutation is idle between two settings; the save as a whole is busy until the last.
  const [saving, setSaving] = useState(false);
  const { mutateAsync } = useMutation({
    mutationFn: saveSetting,
    onSuccess: ({ key, value }) =>
      queryClient.setQueryData<SettingsValues>(settingsKeys.all, (current) =>
        current ? { ...current, [key]: value } : current,
      ),
  });

  async function save(changes: Setting[]): Promise<SettingsSaveOutcome> {
    setSaving(true);
    try {
      const outcome = await saveInTurn(changes, mutateAsync);
      reportSettingsSave(outcome);
      return outcome;
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
