import type { AdvertiserAdvertisement } from "@shared/advertisers";
import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { ActiveBadge } from "@/components/admin/active-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { useDeleteAdvertiserAdvertisement } from "../api/delete-advertiser-advertisement";
import { TARGET_TIER_LABELS } from "./target-tier";

interface AdvertiserAdvertisementsTableProps {
  advertisements: AdvertiserAdvertisement[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** What shows instead of the table while loading, on a failed load and with no advertisements. */
  loading: ReactNode;
  error: ReactNode;
  empty: ReactNode;
  onEdit: (advertisement: AdvertiserAdvertisement) => void;
}

export function AdvertiserAdvertisementsTable({
  advertisements,
  onEdit,
  ...states
}: AdvertiserAdvertisementsTableProps) {
  const remove = useDeleteAdvertiserAdvertisement();
  const columns: DataTableColumn<AdvertiserAdvertisement>[] = [
    {
      header: "Title",
      phone: "title",
      className: "font-medium text-slate-900",
      cell: (ad) => ad.title || "Untitled",
    },
    {
      header: "Content",
      className: "md:max-w-72",
      cell: (ad) => (
        <p className="line-clamp-2" title={ad.content}>
          {ad.content}
        </p>
      ),
    },
    { header: "Status", phone: "badge", cell: (ad) => <ActiveBadge active={ad.is_active} /> },
    {
      header: "Target Tier",
      cell: (ad) => <Badge variant="outline">{TARGET_TIER_LABELS[ad.target_tier ?? "free"]}</Badge>,
    },
    {
      header: "URL",
      className: "md:max-w-48",
      cell: (ad) =>
        ad.url ? (
          <a
            href={ad.url}
            target="_blank"
            rel="noopener noreferrer"
            className="block truncate text-brand-600 hover:underline"
            title={ad.url}
          >
            {ad.url}
          </a>
        ) : (
          <span className="text-slate-500">None</span>
        ),
    },
    {
      header: "Actions",
      phone: "actions",
      cell: (ad) => (
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" aria-label="Edit" onClick={() => onEdit(ad)}>
            <Pencil aria-hidden />
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="destructive-ghost" size="icon" aria-label="Delete">
                <Trash2 aria-hidden />
              </Button>
            }
            title="Delete advertisement"
            description="Are you sure you want to delete this advertisement?"
            confirmLabel="Delete"
            destructive
            busy={remove.isPending}
            onConfirm={() => remove.mutateAsync(ad)}
          />
        </div>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={advertisements}
      className="md:min-w-[760px]"
      states="block"
      {...states}
    />
  );
}
