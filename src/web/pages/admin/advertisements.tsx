import { AdminPage } from "@/components/admin/admin-page";

export function AdvertisementsPage() {
  return (
    <AdminPage
      title="Advertisements"
      description="Creating and scheduling advertisements will be available here soon."
    />
  );
}
