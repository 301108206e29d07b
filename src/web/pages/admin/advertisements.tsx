import type { Advertisement } from "@shared/advertisements";
import { useState } from "react";
import { AdminPage } from "@/components/admin/admin-page";
import { useAdvertisements } from "@/features/advertisements/api/get-advertisements";
import { AdvertisementForm } from "@/features/advertisements/components/advertisement-form";
import { AdvertisementsTable } from "@/features/advertisements/components/advertisements-table";
import { useLoadErrorToast } from "@/hooks/use-load-error-toast";

export function AdvertisementsPage() {
  const advertisements = useAdvertisements();
  const [editing, setEditing] = useState<Advertisement | null>(null);
  useLoadErrorToast(advertisements.error, "Failed to load advertisements");

  function startEditing(advertisement: Advertisement) {
    setEditing(advertisement);
    // The form sits above a possibly long table; bring it into view.
    window.scrollTo({ top: 0, behavior: "smooth" });
  }

  return (
    <AdminPage title="Advertisements" description="Ads shown to free users every N assistant replies.">
      <AdvertisementForm key={editing?.id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
      <AdvertisementsTable
        advertisements={advertisements.data}
        isPending={advertisements.isPending}
        isError={advertisements.isError}
        onEdit={startEditing}
      />
    </AdminPage>
  );
}
