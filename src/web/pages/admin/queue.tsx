import { AdminPage } from "@/components/admin/admin-page";

export function QueuePage() {
  return (
    <AdminPage
      title="Message Queue"
      description="Outbound messages waiting to be sent will be listed here soon."
    />
  );
}
