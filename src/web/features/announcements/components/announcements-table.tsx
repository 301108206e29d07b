import type { Announcement, CohortStats } from "@shared/announcements";
import { ImageIcon, Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { formatDateTime } from "@/lib/format";
import { AnnouncementProgress } from "./announcement-progress";
import { AnnouncementStatusBadge } from "./announcement-status-badge";
import { cohortLabel, usersText } from "./cohorts";

interface AnnouncementsTableProps {
  announcements: Announcement[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** What shows instead of the table while loading, on a failed load and with no announcements. */
  loading: ReactNode;
  error: ReactNode;
  empty: ReactNode;
  stats: CohortStats | undefined;
  /** The service's timezone: every delivery time is shown there, as the dialog picks it. */
  zone: string;
  onEdit: (announcement: Announcement) => void;
}

export function AnnouncementsTable({
  announcements,
  stats,
  zone,
  onEdit,
  ...states
}: AnnouncementsTableProps) {
  const columns: DataTableColumn<Announcement>[] = [
    {
      header: "Announcement",
      phone: "title",
      className: "md:max-w-96",
      cell: (announcement) => (
        <>
          <p className="flex items-center gap-1.5 font-medium text-slate-900">
            {announcement.name}
            {announcement.media_url && (
              <ImageIcon className="size-3.5 shrink-0 text-slate-400" aria-label="With media" />
            )}
          </p>
          <p className="line-clamp-2 text-xs text-slate-500" title={announcement.message}>
            {announcement.message}
          </p>
        </>
      ),
    },
    {
      header: "Cohort",
      cell: (announcement) => (
        <>
          <p className="whitespace-nowrap">{cohortLabel(announcement.cohort)}</p>
          <p className="text-xs text-slate-500">{usersText(stats, announcement.cohort)}</p>
        </>
      ),
    },
    {
      header: "Delivery",
      cell: (announcement) => (
        <>
          <p className="whitespace-nowrap" title={zone}>
            {formatDateTime(announcement.delivery_date)}
          </p>
          <p className="text-xs text-slate-500">
            {announcement.timezone_aware ? "Local time" : "Global time"}
          </p>
        </>
      ),
    },
    {
      header: "Status",
      cell: (announcement) => (
        <>
          <AnnouncementStatusBadge status={announcement.status} />
          <AnnouncementProgress announcement={announcement} />
        </>
      ),
    },
    {
      header: "Actions",
      phone: "actions",
      headerClassName: "sr-only",
      className: "text-right",
      cell: (announcement) => (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Edit ${announcement.name}`}
          onClick={() => onEdit(announcement)}
        >
          <Pencil aria-hidden />
          Edit
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      rows={announcements}
      className="md:min-w-[760px]"
      states="block"
      note={
        <p className="mb-2 text-xs text-slate-500">Delivery times are in the service's timezone, {zone}.</p>
      }
      {...states}
    />
  );
}
