import type { Announcement } from "@shared/announcements";
import { Bell } from "lucide-react";
import { useState } from "react";
import { AddButton } from "@/components/admin/add-button";
import { AdminPage } from "@/components/admin/admin-page";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { useAnnouncements } from "@/features/announcements/api/get-announcements";
import { useCohortStats } from "@/features/announcements/api/get-cohort-stats";
import { AnnouncementDialog } from "@/features/announcements/components/announcement-dialog";
import { AnnouncementsTable } from "@/features/announcements/components/announcements-table";
import { useServiceTimeZone } from "@/features/auth/api/get-me";

/** Which dialog is open: none, "new", or the announcement being edited. */
type DialogState = null | "new" | Announcement;

export function AnnouncementsPage() {
  const announcements = useAnnouncements();
  const stats = useCohortStats();
  const zone = useServiceTimeZone();
  const [dialog, setDialog] = useState<DialogState>(null);
  const createButton = <AddButton onClick={() => setDialog("new")}>Create Announcement</AddButton>;

  return (
    <AdminPage
      title="Announcements"
      description="Messages scheduled to groups of users, at one moment or at the same local time for each."
      actions={announcements.data?.length ? createButton : undefined}
    >
      <AnnouncementsTable
        announcements={announcements.data}
        isPending={announcements.isPending}
        isError={announcements.isError}
        loading={<Spinner label="Loading announcements…" />}
        error={
          <ErrorState message="Error loading announcements" onRetry={() => void announcements.refetch()} />
        }
        empty={
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white pb-8">
            <EmptyState
              icon={<Bell aria-hidden />}
              title="No announcements"
              description="Schedule a message to a group of users."
            />
            {createButton}
          </div>
        }
        stats={stats.data}
        zone={zone}
        onEdit={setDialog}
      />
      {dialog && (
        <AnnouncementDialog
          announcement={dialog === "new" ? null : dialog}
          stats={stats.data}
          onClose={() => setDialog(null)}
        />
      )}
    </AdminPage>
  );
}
