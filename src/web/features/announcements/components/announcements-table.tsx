import type { Announcement, CohortStats } from "@shared/announcements";
import { ImageIcon, Pencil } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDeliveryInZone } from "../delivery-time";
import { AnnouncementProgress } from "./announcement-progress";
import { AnnouncementStatusBadge } from "./announcement-status-badge";
import { cohortLabel, usersText } from "./cohorts";

const COLUMNS = ["Announcement", "Cohort", "Delivery", "Status", "Actions"];

interface AnnouncementsTableProps {
  announcements: Announcement[];
  stats: CohortStats | undefined;
  /** The service's timezone: every delivery time is shown there, as the dialog picks it. */
  zone: string;
  onEdit: (announcement: Announcement) => void;
}

export function AnnouncementsTable({ announcements, stats, zone, onEdit }: AnnouncementsTableProps) {
  return (
    <Table className="min-w-[760px]">
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column} className={column === "Actions" ? "sr-only" : undefined}>
              {column}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {announcements.map((announcement) => (
          <TableRow key={announcement.id}>
            <TableCell className="max-w-96">
              <p className="flex items-center gap-1.5 font-medium text-slate-900">
                {announcement.name}
                {announcement.media_url && (
                  <ImageIcon className="size-3.5 shrink-0 text-slate-400" aria-label="With media" />
                )}
              </p>
              <p className="line-clamp-2 text-xs text-slate-500" title={announcement.message}>
                {announcement.message}
              </p>
            </TableCell>
            <TableCell>
              <p className="whitespace-nowrap">{cohortLabel(announcement.cohort)}</p>
              <p className="text-xs text-slate-500">{usersText(stats, announcement.cohort)}</p>
            </TableCell>
            <TableCell>
              <p className="whitespace-nowrap" title={zone}>
                {formatDeliveryInZone(announcement.delivery_date, zone)}
              </p>
              <p className="text-xs text-slate-500">
                {announcement.timezone_aware ? "Local time" : "Global time"}
              </p>
            </TableCell>
            <TableCell>
              <AnnouncementStatusBadge status={announcement.status} />
              <AnnouncementProgress announcement={announcement} />
            </TableCell>
            <TableCell className="text-right">
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Edit ${announcement.name}`}
                onClick={() => onEdit(announcement)}
              >
                <Pencil aria-hidden />
                Edit
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
