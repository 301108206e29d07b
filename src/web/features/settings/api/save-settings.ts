import type { Setting } from "@shared/settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { api } from "@/lib/api";
import { showErrorToast } from "@/lib/error-toast";
import { type SettingsValues, settingsQueryKey } from "./get-settings";

export const saveSetting = (setting: Setting) => api.post<Setting>("/api/admin/settings", setting);

/**
 * Spec 000 section 7: one POST per changed setting, one after another, so a failure stops the
 * rest and what was saved before it stays saved. Answers the values as the server stored them.
 */
export async function saveSettings(changes: Setting[]): Promise<Setting[]> {
  const saved: Setting[] = [];
  for (const change of changes) saved.push(await saveSetting(change));
  return saved;
}

export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData<SettingsValues>(settingsQueryKey, (current) =>
        current
          ? { ...current, ...Object.fromEntries(saved.map(({ key, value }) => [key, value])) }
          : current,
      );
      toast({ title: "Settings saved." });
    },
    onError: (error) => {
      // Some settings may have been saved before the failing one.
      void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
      showErrorToast(error, "Failed to save settings", "An error occurred while saving your settings.");
    },
  });
};
