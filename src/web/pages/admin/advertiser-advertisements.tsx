import type { AdvertiserAdvertisement } from "@shared/advertisers";
import { ArrowLeft, Megaphone } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "wouter";
import { AddButton } from "@/components/admin/add-button";
import { AdminPage } from "@/components/admin/admin-page";
import { buttonClasses } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { useAdvertiser } from "@/features/advertisers/api/get-advertiser";
import { useAdvertiserAdvertisements } from "@/features/advertisers/api/get-advertiser-advertisements";
import { AdvertiserAdvertisementDialog } from "@/features/advertisers/components/advertiser-advertisement-dialog";
import { AdvertiserAdvertisementsTable } from "@/features/advertisers/components/advertiser-advertisements-table";
import { adminPaths } from "@/lib/admin-paths";
import { isApiError } from "@/lib/api";

/** Which dialog is open: none, "new", or the advertisement being edited. */
type DialogState = null | "new" | AdvertiserAdvertisement;

const parseId = (text: string | undefined) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

export function AdvertiserAdvertisementsPage() {
  const advertiserId = parseId(useParams<{ id: string }>().id);
  const valid = advertiserId !== null;
  const advertiser = useAdvertiser(advertiserId ?? 0, { enabled: valid });
  const advertisements = useAdvertiserAdvertisements(advertiserId ?? 0, { enabled: valid });
  const [dialog, setDialog] = useState<DialogState>(null);
  const unknownAdvertiser = !valid || isApiError(advertiser.error, 404);

  return (
    <AdminPage
      title="Advertiser Advertisements"
      heading={advertiser.data ? `${advertiser.data.name} - Advertisements` : "Advertiser Advertisements"}
      actions={
        <>
          <Link href={adminPaths.advertisers} className={buttonClasses("outline")}>
            <ArrowLeft aria-hidden />
            Back to Advertisers
          </Link>
          {!unknownAdvertiser && <AddButton onClick={() => setDialog("new")}>Add Advertisement</AddButton>}
        </>
      }
    >
      {unknownAdvertiser ? (
        <ErrorState message="Invalid advertiser ID" />
      ) : (
        <AdvertiserAdvertisementsTable
          advertisements={advertisements.data}
          isPending={advertisements.isPending}
          isError={advertisements.isError}
          loading={<Spinner label="Loading advertisements…" />}
          error={
            <ErrorState
              message="Error loading advertisements. Please try again."
              onRetry={() => void advertisements.refetch()}
            />
          }
          empty={
            <EmptyState
              icon={<Megaphone aria-hidden />}
              title="No Advertisements Yet"
              description="Add an advertisement for this advertiser to start showing it to users."
              className="rounded-xl border border-dashed border-slate-300 bg-white"
            />
          }
          onEdit={setDialog}
        />
      )}
      {dialog && advertiserId !== null && (
        <AdvertiserAdvertisementDialog
          advertiserId={advertiserId}
          advertisement={dialog === "new" ? null : dialog}
          onClose={() => setDialog(null)}
        />
      )}
    </AdminPage>
  );
}
