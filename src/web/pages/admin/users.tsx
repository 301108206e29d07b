import { AdminPage } from "@/components/admin/admin-page";

export function UsersPage() {
  return (
    <AdminPage
      title="Users"
      description="Searching users, their activity, upgrades and resets will be available here soon."
    />
  );
}
