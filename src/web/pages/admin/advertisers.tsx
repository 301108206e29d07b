import type { Advertiser } from "@shared/advertisers";
import { Building2 } from "lucide-react";
import { useState } from "react";
import { AddButton } from "@/components/admin/add-button";
import { AdminPage } from "@/components/admin/admin-page";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdvertisers } from "@/features/advertisers/api/get-advertisers";
import { AdvertiserCard } from "@/features/advertisers/components/advertiser-card";
import { AdvertiserDialog } from "@/features/advertisers/components/advertiser-dialog";

/** Which dialog is open: none, "new", or the advertiser being edited. */
type DialogState = null | "new" | Advertiser;

export function AdvertisersPage() {
  const advertisers = useAdvertisers();
  const [dialog, setDialog] = useState<DialogState>(null);

  return (
    <AdminPage
      title="Advertisers"
      description="Businesses that advertise to your users, and their advertisements."
      actions={<AddButton onClick={() => setDialog("new")}>Add Advertiser</AddButton>}
    >
      {advertisers.isPending ? (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy>
          {[0, 1, 2].map((placeholder) => (
            <Skeleton key={placeholder} className="h-48 rounded-xl" />
          ))}
        </div>
      ) : advertisers.isError ? (
        <ErrorState
          message="Error loading advertisers. Please try again."
          onRetry={() => void advertisers.refetch()}
        />
      ) : advertisers.data.length === 0 ? (
        <EmptyState
          icon={<Building2 aria-hidden />}
          title="No Advertisers Yet"
          description="Create your first advertiser to start managing advertisements"
          className="rounded-xl border border-dashed border-slate-300 bg-white"
        />
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {advertisers.data.map((advertiser) => (
            <AdvertiserCard
              key={advertiser.id}
              advertiser={advertiser}
              onEdit={() => setDialog(advertiser)}
            />
          ))}
        </div>
      )}
      {dialog && (
        <AdvertiserDialog advertiser={dialog === "new" ? null : dialog} onClose={() => setDialog(null)} />
      )}
    </AdminPage>
  );
}
