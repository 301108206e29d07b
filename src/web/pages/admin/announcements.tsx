import { AdminPage } from "@/components/admin/admin-page";

export function AnnouncementsPage() {
  return (
    <AdminPage
      title="Announcements"
      description="Scheduled announcements to user groups will be managed here soon."
    />
  );
}
