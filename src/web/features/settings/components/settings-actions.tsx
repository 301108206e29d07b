import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";

interface SettingsActionsProps {
  saving: boolean;
  /** The tab has unsaved edits. */
  dirty: boolean;
  onDiscard: () => void;
}

/**
 * A tab's buttons: Save once something changed, busy while the settings are being saved, and
 * Discard changes, shown only while there are edits to throw away.
 */
export function SettingsActions({ saving, dirty, onDiscard }: SettingsActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      {dirty && (
        <Button variant="outline" onClick={onDiscard} disabled={saving} className="w-full sm:w-auto">
          Discard changes
        </Button>
      )}
      <Button type="submit" disabled={saving || !dirty} className="w-full sm:w-auto">
        {saving && <Loader2 className="animate-spin" aria-hidden />}
        {saving ? "Saving..." : "Save Settings"}
      </Button>
    </div>
  );
}
