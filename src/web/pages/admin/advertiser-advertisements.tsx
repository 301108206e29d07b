import { useParams } from "wouter";
import { AdminPage } from "@/components/admin/admin-page";

export function AdvertiserAdvertisementsPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <AdminPage
      title="Advertiser Advertisements"
      description={`Advertisements of advertiser #${id} will be managed here soon.`}
    />
  );
}
