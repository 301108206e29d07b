import { AdminPage } from "@/components/admin/admin-page";

export function JobsPage() {
  return (
    <AdminPage
      title="Job Management"
      description="Background jobs and their runs will be managed here soon."
    />
  );
}
