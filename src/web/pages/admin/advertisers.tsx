import { AdminPage } from "@/components/admin/admin-page";

export function AdvertisersPage() {
  return (
    <AdminPage
      title="Advertisers"
      description="Advertisers and their contact details will be managed here soon."
    />
  );
}
