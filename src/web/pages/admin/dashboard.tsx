import { AdminPage } from "@/components/admin/admin-page";

export function DashboardPage() {
  return (
    <AdminPage
      title="Dashboard"
      description="Message and user totals with the latest user messages will appear here soon."
    />
  );
}
