import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A tab's submit button: enabled once something changed, busy while the settings are being saved. */
export function SaveButton({ saving, dirty }: { saving: boolean; dirty: boolean }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={saving || !dirty} className="w-full sm:w-auto">
        {saving && <Loader2 className="animate-spin" aria-hidden />}
        {saving ? "Saving..." : "Save Settings"}
      </Button>
    </div>
  );
}
