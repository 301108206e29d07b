import type { Advertisement } from "@shared/advertisements";
import { ActiveBadge } from "@/components/admin/active-badge";
import { EditDisableActions } from "@/components/admin/edit-disable-actions";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/format";
import { useDisableAdvertisement } from "../api/disable-advertisement";

interface AdvertisementsTableProps {
  advertisements: Advertisement[] | undefined;
  isPending: boolean;
  isError: boolean;
  onEdit: (advertisement: Advertisement) => void;
}

export function AdvertisementsTable({
  advertisements,
  isPending,
  isError,
  onEdit,
}: AdvertisementsTableProps) {
  const disable = useDisableAdvertisement();
  const columns: DataTableColumn<Advertisement>[] = [
    {
      header: "Title",
      phone: "title",
      // A table cell grows to fit text that will not wrap, whatever its max-width, which pushed
      // "Disable" out of the box at 1280 px. This column takes the width the others leave instead
      // (the max-w-0 / w-full pair) and its lines end in an ellipsis.
      className: "md:w-full md:max-w-0",
      cell: (ad) => (
        <>
          <p className="truncate font-medium text-slate-900" title={ad.title}>
            {ad.title}
          </p>
          <p className="truncate text-xs text-slate-500" title={ad.content}>
            {ad.content}
          </p>
        </>
      ),
    },
    { header: "Merchant", cell: (ad) => ad.merchant },
    { header: "Status", phone: "badge", cell: (ad) => <ActiveBadge active={ad.is_active} /> },
    {
      header: "Frequency",
      className: "whitespace-nowrap",
      cell: (ad) => `Every ${ad.frequency} messages`,
    },
    { header: "Created", className: "whitespace-nowrap", cell: (ad) => formatDateTime(ad.created_at) },
    {
      header: "Actions",
      phone: "actions",
      cell: (ad) => (
        <EditDisableActions
          noun="advertisement"
          name={ad.title}
          active={ad.is_active}
          busy={disable.isPending}
          onEdit={() => onEdit(ad)}
          onDisable={() => disable.mutateAsync(ad.id)}
        />
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={advertisements}
      className="md:min-w-[760px]"
      isPending={isPending}
      loading="Loading advertisements..."
      isError={isError}
      error="Failed to load advertisements"
      empty="No advertisements found. Create your first advertisement above."
    />
  );
}
