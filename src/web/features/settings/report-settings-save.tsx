import type { Setting } from "@shared/settings";
import { toast } from "@/hooks/use-toast";
import { showErrorToast } from "@/lib/error-toast";
import type { SettingsSaveOutcome } from "./api/save-settings";
import { settingNames } from "./setting-labels";

const names = (settings: Setting[]) => settingNames(settings.map(({ key }) => key));

/**
 * The toasts of spec 000 section 8, word for word, each followed by which settings were saved;
 * after a failure also which were not, since the ones before it did reach the server.
 */
export function reportSettingsSave({ saved, notSaved, error }: SettingsSaveOutcome): void {
  if (error === undefined) {
    toast({ title: "Settings saved.", description: `Saved: ${names(saved)}.` });
    return;
  }
  const progress = [saved.length > 0 && `Saved: ${names(saved)}.`, `Not saved: ${names(notSaved)}.`];
  showErrorToast(
    error,
    "Failed to save settings",
    <>
      <span className="block">An error occurred while saving your settings.</span>
      <span className="block">{progress.filter(Boolean).join(" ")}</span>
    </>,
  );
}
